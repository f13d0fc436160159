import type { AppContext } from '../context';

/**
 * The names of the businesses and people a list of records points at, read in one go (two reads,
 * whatever the list's length): for the admin's lists of claims and changes, which show who and
 * what without a request per row. A business or person that is gone is simply absent.
 */
export async function namesOf(
  store: Pick<AppContext['store'], 'businesses' | 'users'>,
  ids: { businessIds: string[]; userIds: string[] },
): Promise<{ businesses: Map<string, string>; people: Map<string, { name: string; username: string }> }> {
  const businessIds = [...new Set(ids.businessIds)];
  const userIds = [...new Set(ids.userIds)];
  const [businesses, users] = await Promise.all([
    businessIds.length ? store.businesses.findByIds(businessIds) : Promise.resolve([]),
    Promise.all(userIds.map((id) => store.users.findById(id))),
  ]);
  return {
    businesses: new Map(businesses.map((b) => [String(b._id), b.name])),
    people: new Map(users.flatMap((u) => (u ? [[u._id, { name: u.name, username: u.username }] as const] : []))),
  };
}
