import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { OWNER_MESSAGES, reportSchema, reportsPageSchema } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';

/** Reports of a review or of the owner's reply, and the admin's list (issue 21 §5). */

type Auth = Record<string, string>;
let t: TestApp;
let admin: Auth;
let owner: Auth;
let ana: Auth;
let paladar: string;
let reviewId: string;

beforeEach(async () => {
  t = createTestApp();
  admin = (await createAdmin(t)).auth;
  const o = await createUser(t, { name: 'Dueña' });
  owner = o.auth;
  ana = (await createUser(t, { name: 'Ana' })).auth;
  paladar = (await makeBusiness(t, 'Paladar La Guarida'))._id;
  const claim = await t.store.claims.create({ business_id: paladar, user_id: o.user._id, phone: '55123456', note: '' });
  await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: o.user._id, decided_at: new Date() });
  await request(t.app).post(`/api/business/${paladar}/comments`).set(ana).send({ content: 'Muy rico', rating: 4 });
  reviewId = (await request(t.app).get(`/api/business/${paladar}/comments`)).body.items[0]._id;
  await request(t.app).put(`/api/business/${paladar}/comments/${reviewId}/reply`).set(owner).send({ content: 'Eres un mentiroso' }).expect(200);
});

const report = (auth: Auth, body: Record<string, unknown>) => request(t.app).post('/api/reports').set(auth).send(body);

describe('POST /api/reports and the admin list', () => {
  it('the reviewer reports the reply, once; the admin sees it with the text and marks it handled', async () => {
    const res = await report(ana, { review_id: reviewId, target: 'reply', reason: 'Me insulta' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(reportSchema.parse(res.body)).toMatchObject({ target: 'reply', status: 'open', text: 'Eres un mentiroso', user_name: 'Ana', business_name: 'Paladar La Guarida' });
    const again = await report(ana, { review_id: reviewId, target: 'reply', reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: OWNER_MESSAGES.alreadyReported });
    const list = await request(t.app).get('/api/reports').set(admin);
    expect(reportsPageSchema.parse(list.body)).toMatchObject({ total: 1, items: [{ _id: res.body._id, reason: 'Me insulta' }] });
    expect(list.headers['cache-control']).toBe('private, no-store');
    const handled = await request(t.app).post(`/api/reports/${res.body._id}/handled`).set(admin);
    expect(handled.body.status).toBe('handled');
    expect((await request(t.app).get('/api/reports').set(admin)).body.total).toBe(0);
    expect((await request(t.app).get('/api/reports?status=handled').set(admin)).body.total).toBe(1);
  });

  it("deleting a reported reply removes only the reply; deleting a reported review removes it and its figures", async () => {
    const onReply = (await report(admin, { review_id: reviewId, target: 'reply', reason: 'Insulto' })).body;
    await request(t.app).delete(`/api/reports/${onReply._id}/item`).set(admin).expect(200);
    const page = (await request(t.app).get(`/api/business/${paladar}/comments`)).body;
    expect(page.items[0].reply).toBeUndefined();
    expect(page.items[0].content).toBe('Muy rico');
    const onReview = (await report(owner, { review_id: reviewId, target: 'review', reason: 'Nunca vino' })).body;
    const done = await request(t.app).delete(`/api/reports/${onReview._id}/item`).set(admin);
    expect(done.body).toMatchObject({ status: 'handled', text: null });
    expect((await request(t.app).get(`/api/business/${paladar}/comments`)).body.total).toBe(0);
    expect((await request(t.app).get(`/api/business/${paladar}`)).body.reviews_count).toBe(0);
  });

  it('refuses bad reports with Spanish messages: no reason, a bad target, an unknown review, a reply that is not there', async () => {
    expect((await report(ana, { review_id: reviewId, target: 'review', reason: ' ' })).body).toEqual({ message: OWNER_MESSAGES.reportReasonRequired });
    expect((await report(ana, { review_id: reviewId, target: 'owner', reason: 'x' })).body).toEqual({ message: OWNER_MESSAGES.badTarget });
    expect((await report(ana, { review_id: '665f1c2e8b3a4d0012345678', target: 'review', reason: 'x' })).status).toBe(404);
    await request(t.app).delete(`/api/business/${paladar}/comments/${reviewId}/reply`).set(owner).expect(200);
    expect((await report(ana, { review_id: reviewId, target: 'reply', reason: 'x' })).body).toEqual({ message: OWNER_MESSAGES.replyNotFound });
  });
});
