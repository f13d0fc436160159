import bcrypt from 'bcrypt';
import { LATEST_COMMENTS, ROLES } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import { seedId } from '../../shared/seed-id';
import type { AppContext } from '../../context';

type Store = Pick<AppContext['store'], 'users' | 'businesses' | 'claims' | 'reviews'>;

/**
 * The demo owner (issue 21): outside production, with the demo catalogue, La Guarida is managed by
 * an account a newcomer can sign in with (README, quick start) — 'Mis negocios', today's status
 * (none set) and one reply already written to a seeded review. Never in production: its password
 * is public. Idempotent: an existing account of that username is left as it is.
 */
export const DEMO_OWNER = { username: 'duena_guarida', password: 'paladar-demo-2025', name: 'Dueña de La Guarida', email: 'duena@guarida.example' } as const;
const DEMO_BUSINESS = seedId('business', 'la-guarida');
const DEMO_REPLY = '¡Gracias, Marta! La escalera es parte de la casa. Les esperamos de nuevo.';

export async function seedDemoOwner(store: Store, bcryptCost: number): Promise<boolean> {
  if (await store.users.findByIdentifier(DEMO_OWNER.username)) return false;
  if (!(await store.businesses.findById(DEMO_BUSINESS))) return false;
  let owner;
  try {
    owner = await store.users.create({
      name: DEMO_OWNER.name,
      email: DEMO_OWNER.email,
      username: DEMO_OWNER.username,
      password_hash: await bcrypt.hash(DEMO_OWNER.password, bcryptCost),
      role_id: ROLES.USER,
    });
  } catch (err) {
    if (err instanceof DuplicateKeyError) return false;
    throw err;
  }
  const claim = await store.claims.create({ business_id: DEMO_BUSINESS, user_id: owner._id, phone: '+53 7 866 9047', note: 'Cuenta de ejemplo' });
  await store.claims.decide(claim._id, 'pending', 'approved', { decided_by: owner._id, decided_at: new Date() });
  // the reply goes under the seeded review of 'marta_hab'
  const { items } = await store.reviews.page(DEMO_BUSINESS, { offset: 0, limit: LATEST_COMMENTS * 4 });
  const review = items.find((r) => r.username === 'marta_hab') ?? items[0];
  if (review) await store.reviews.setReply(review._id, { content: DEMO_REPLY, date: new Date(), user_id: owner._id });
  return true;
}
