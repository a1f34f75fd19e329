import type { FilterOption } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor } from '../orders-fixtures';

const names = (data: FilterOption[]) => data.map((option) => option.name);
const sortedCaseInsensitive = (list: string[]) =>
  [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('filter option lists', () => {
  it('answers every list sorted by name case-insensitively', async () => {
    const app = await testServer();
    const manager = await actor(app, 'manager@demo.test');
    for (const path of [
      'customers',
      'services',
      'managers',
      'clients',
      'creators',
      'services-category',
      'operators',
    ]) {
      const response = await manager.get(`/filters/${path}`);
      expect(response.statusCode, path).toBe(200);
      const list = names(response.json().data);
      expect(list.length, path).toBeGreaterThan(0);
      expect(list, path).toEqual(sortedCaseInsensitive(list));
    }
    // The demo catalogue mixes cases on purpose ('business Card', 'packaging').
    expect(names((await manager.get('/filters/services-category')).json().data)).toEqual([
      'Branding',
      'Digital',
      'packaging',
      'Print',
    ]);
  });

  it('narrows by the optional query fields', async () => {
    const app = await testServer();
    const manager = await actor(app, 'manager@demo.test');
    const print = names((await manager.get('/filters/services?serviceCategoryId=cat-print')).json().data);
    expect(print).toEqual(['Brochure', 'business Card', 'Flyer']);
    const customers = (await manager.get('/filters/customers?clientId=client-brightline')).json().data;
    expect(names(customers)).toEqual(['Harbor Cafe', 'Summit Outdoor Co.']);
    const creators = (await manager.get('/filters/creators?customerId=client-northwind')).json().data;
    expect(names(creators)).toEqual(['Olivia Northwind', 'Sam Stafford']);
    const resellerCreators = (await manager.get('/filters/creators?clientId=client-brightline')).json().data;
    expect(names(resellerCreators)).toEqual(['Hugo Harbor', 'Rosa Brightline', 'Selma Summit']);
    expect(names((await manager.get('/filters/managers')).json().data)).toEqual([
      'Carl Castellan',
      'Maya Moreau',
      'Priya Patel',
    ]);
    expect((await manager.get('/filters/services?serviceCategoryId=')).statusCode).toBe(400);
    expect((await manager.get('/filters/managers?x=1')).statusCode).toBe(400);
  });

  it('gates client and customer lists by their read permission and scopes them to the caller', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    // Owner and staff read the creator, operator and manager filters, not the client filter.
    expect((await owner.get('/filters/clients')).statusCode).toBe(403);
    expect((await owner.get('/filters/clients')).json()).toEqual({
      success: false,
      message: 'Permission Denied!',
    });
    expect((await owner.get('/filters/customers')).statusCode).toBe(403);
    expect((await owner.get('/filters/operators')).statusCode).toBe(200);
    expect(names((await owner.get('/filters/creators')).json().data)).toEqual([
      'Olivia Northwind',
      'Sam Stafford',
    ]);
    // A white-label reseller reads the customer filter (client view) and only its own customers.
    const reseller = await actor(app, 'reseller@demo.test');
    expect(names((await reseller.get('/filters/customers')).json().data)).toEqual([
      'Harbor Cafe',
      'Summit Outdoor Co.',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/filters/operators' })).statusCode).toBe(401);
  });
});
