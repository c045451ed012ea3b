import {
  address,
  addressParams,
  addressPayload,
  areaOption,
  districtQuery,
  nearMeQuery,
  noData,
  postalCodeOption,
  postalCodeQuery,
  sevenElevenStore,
  storeSearchQuery,
  subDistrictOption,
  subDistrictQuery,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { listDistricts, listPostalCodes, listProvinces, listSubDistricts } from './areas.ts';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './service.ts';
import { parseCoordinates, searchStores, storesNear } from './stores.ts';

const MY_ADDRESS_LISTS = { shipping: 'AddressShipping', 'store7-11': 'Address7-11', billing: 'AddressInvoice' } as const;

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const masters = ['masters'];
  const tags = ['address'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };
  const areaList = { 200: envelopeOf(z.array(areaOption)) };
  const one = { 200: envelopeOf(address) };
  const stores = { 200: envelopeOf(z.array(sevenElevenStore)) };

  app.get('/masters/province', { schema: { tags: masters, summary: 'The 77 provinces', response: areaList } }, async (request) =>
    ok(await listProvinces(app.db, request.locale)),
  );

  app.get(
    '/masters/district',
    { schema: { tags: masters, summary: 'Districts of a province', querystring: districtQuery, response: areaList } },
    async (request) => ok(await listDistricts(app.db, request.locale, request.query.province)),
  );

  app.get(
    '/masters/sub-district',
    {
      schema: {
        tags: masters,
        summary: 'Sub-districts of a district, with a postcode',
        querystring: subDistrictQuery,
        response: { 200: envelopeOf(z.array(subDistrictOption)) },
      },
    },
    async (request) => ok(await listSubDistricts(app.db, request.locale, request.query.province, request.query.district)),
  );

  app.get(
    '/masters/postal-code',
    {
      schema: {
        tags: masters,
        summary: 'Postcodes of a sub-district',
        querystring: postalCodeQuery,
        response: { 200: envelopeOf(z.array(postalCodeOption)) },
      },
    },
    async (request) => ok(await listPostalCodes(app.db, request.query.subdistrict, request.query.district)),
  );

  for (const [path, kind] of Object.entries(MY_ADDRESS_LISTS)) {
    app.get(
      `/users/me/my-address/${path}`,
      {
        ...member,
        schema: { tags, security, summary: `My ${kind} addresses, default first`, response: { 200: envelopeOf(z.array(address)) } },
      },
      async (request) => ok(await listAddresses(app.db, guardedCustomer(request).id, kind, request.locale)),
    );
  }

  app.post(
    '/addresses',
    { ...member, schema: { tags, security, summary: 'Save an address', body: addressPayload, response: one } },
    async (request) => ok(await createAddress(app.db, guardedCustomer(request).id, request.body, request.locale)),
  );

  app.get(
    '/addresses/:id',
    { ...member, schema: { tags, security, summary: 'One of my addresses', params: addressParams, response: one } },
    async (request) => ok(await getAddress(app.db, guardedCustomer(request).id, request.params.id, request.locale)),
  );

  app.put(
    '/addresses/:id',
    {
      ...member,
      schema: { tags, security, summary: 'Replace one of my addresses', params: addressParams, body: addressPayload, response: one },
    },
    async (request) => ok(await updateAddress(app.db, guardedCustomer(request).id, request.params.id, request.body, request.locale)),
  );

  app.delete(
    '/addresses/:id',
    {
      ...member,
      schema: { tags, security, summary: 'Delete one of my addresses', params: addressParams, response: { 200: envelopeOf(noData) } },
    },
    async (request) => ok(await deleteAddress(app.db, guardedCustomer(request).id, request.params.id)),
  );

  app.get(
    '/allmap/stores/nearme',
    { schema: { tags, summary: '7-Eleven stores within rad metres, nearest first', querystring: nearMeQuery, response: stores } },
    async (request) => ok(await storesNear(app.db, request.locale, parseCoordinates(request.query.at), request.query.rad)),
  );

  app.get(
    '/allmap/stores/search',
    { schema: { tags, summary: '7-Eleven stores by number, name, address or province', querystring: storeSearchQuery, response: stores } },
    async (request) => ok(await searchStores(app.db, request.locale, request.query.keyword)),
  );
};
