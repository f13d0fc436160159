import type { Catalog } from '../../lib/i18n/text';
import type { REVIEW_TEXT } from './review-text';

/** Owner replies and reports in English (issue 22 §1). */
const REVIEW_TEXT_EN: Catalog<typeof REVIEW_TEXT> = {
  ownerReply: 'Reply from the owner',
  reply: 'Reply',
  editReply: 'Edit reply',
  replyLabel: 'Your reply',
  publishReply: 'Post reply',
  publishing: 'Posting...',
  cancel: 'Cancel',
  replySaved: 'Reply posted',
  report: 'Report',
  reportReply: 'Report the reply',
  reportLabel: 'Why are you reporting it?',
  sendReport: 'Send report',
  sending: 'Sending...',
  reportSent: 'Report sent. An administrator will review it.',
};
export default REVIEW_TEXT_EN;
