import type { ReportStatus, ReportTarget } from '@guia/contracts';

/** A report of a review or of its reply (issue 21 §5): one per person and item. */
export interface ReportRecord {
  _id: string;
  review_id: string;
  business_id: string;
  target: ReportTarget;
  reason: string;
  user_id: string;
  status: ReportStatus;
  created_at: Date;
  handled_at?: Date;
  handled_by?: string;
}

export type NewReport = Omit<ReportRecord, '_id' | 'created_at' | 'status' | 'handled_at' | 'handled_by'>;

/** The reports port (module reports). Ids are case-insensitive; malformed ones are unknown ones. */
export interface ReportsRepository {
  /** null when this person already reported this item (the same review and target) */
  create(input: NewReport): Promise<ReportRecord | null>;
  findById(id: string): Promise<ReportRecord | null>;
  /** newest first */
  page(opts: { status: ReportStatus; offset: number; limit: number }): Promise<{ items: ReportRecord[]; total: number }>;
  /** marks the open reports of a review (of one target, or every target) handled; answers how many */
  handle(filter: { id?: string; review_id?: string; target?: ReportTarget }, by: string, at: Date): Promise<number>;
}

export const newestReportFirst = (a: ReportRecord, b: ReportRecord) =>
  b.created_at.getTime() - a.created_at.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
