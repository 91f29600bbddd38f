import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponBodySchema, hostCouponResponseSchema, hostCouponsQuerySchema, hostCouponsResponseSchema, hostIdParamsSchema, RoleId } from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { emptyResponse, ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { hostCouponResource, hostListingsService } from '../../services/host-listings';

/**
 * `/api/Coupons` (the spec shows no coupon endpoints; the host's coupons list needs them): the
 * coupons of the host's listings, add, edit and delete with the wizard's coupon rules (host §5).
 */
const hostCouponsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = hostListingsService({ sql: fastify.sql, clock: fastify.clock });
  const tags = ['host coupons'];
  const owns = { access: Access.owner(hostCouponResource, { roles: [RoleId.Host] }) };
  const uid = (r: FastifyRequest) => currentUser(r).id;

  app.get('/api/Coupons/HostList', { config: { access: Access.roles(RoleId.Host) }, schema: { tags, querystring: hostCouponsQuerySchema, response: { 200: hostCouponsResponseSchema } } }, async (r) => {
    const { items, total } = await svc.coupons(uid(r), r.query.PageNumber, r.query.PageSize, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.post('/api/Coupons/Add', { config: { access: Access.roles(RoleId.Host) }, schema: { tags, body: couponBodySchema, response: { 200: hostCouponResponseSchema } } }, async (r) =>
    ok(await svc.saveCoupon(uid(r), null, r.body, requestLang(r))),
  );
  app.put('/api/Coupons/Edit/:id', { config: owns, schema: { tags, params: hostIdParamsSchema, body: couponBodySchema, response: { 200: hostCouponResponseSchema } } }, async (r) =>
    ok(await svc.saveCoupon(uid(r), r.params.id, r.body, requestLang(r))),
  );
  app.delete('/api/Coupons/:id', { config: owns, schema: { tags, params: hostIdParamsSchema, response: emptyResponse() } }, async (r) => {
    await svc.deleteCoupon(r.params.id);
    return ok(null);
  });
};
export default hostCouponsRoutes;
