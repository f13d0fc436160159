/**
 * GET /api/business/ (admins only, issue 17 §11): the admin list comes a page at a time
 * (`{ items, total, page, limit }`, at most BUSINESS_LIST_MAX_LIMIT a page). The admin screens
 * filter and sort on the client, so they read every page, in order; the session token is sent.
 * An array answer (a server from before the pages) is taken as the whole list.
 */
import { API, apiPath } from '@guia/contracts';
import { BUSINESS_LIST_MAX_LIMIT, type BusinessListItem, type BusinessListPage } from '@guia/contracts';
import { apiFetch } from '../api-client';

/** Never more than this many pages (100 000 businesses): a server that keeps answering is not followed for ever. */
const MAX_PAGES = 1000;

export async function fetchAllBusinesses(signal?: AbortSignal): Promise<BusinessListItem[]> {
  const all: BusinessListItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await apiFetch<BusinessListPage | BusinessListItem[]>(apiPath(API.businessList, {}, { page, limit: BUSINESS_LIST_MAX_LIMIT }), { signal });
    if (Array.isArray(answer)) return answer;
    const items = Array.isArray(answer?.items) ? answer.items : [];
    all.push(...items);
    if (items.length === 0 || all.length >= (answer.total ?? 0)) break;
  }
  return all;
}
