import { describe, expect, it } from 'vitest';
import { ownerListing, type CatalogNode } from '@bazaar/contracts';
import { previewPageData, sellerFromAccount } from './listing-page-data';

const owner = {
  id: '2b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
  type: 'BUYER' as const,
  display_name: 'Anna Becker',
  avatar: null,
};

const node = (id: string, parent: string | null, level: CatalogNode['level']): CatalogNode => ({
  id,
  section: 'services',
  parent_id: parent,
  level,
  name: `Node ${level}`,
  slug: level,
  image_url: null,
  position: 0,
});

const sectionId = '3b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c';
const categoryId = '4b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c';

describe('sellerFromAccount', () => {
  it('makes a seller card from the signed-in account, without a member-since date', () => {
    expect(sellerFromAccount(owner)).toEqual({
      id: owner.id,
      account_type: 'BUYER',
      display_name: 'Anna Becker',
      logo: null,
      member_since: null,
      rating: null,
    });
  });
});

describe('previewPageData', () => {
  it('shows a draft without price as buyers would see it, with its catalog path', () => {
    const draft = ownerListing.parse({
      section: 'services',
      id: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
      status: 'active',
      draft_state: 'draft',
      blocked_reason: null,
      catalog_node_id: categoryId,
      title: 'Piano lessons',
      description: '',
      price: null,
      negotiable: false,
      quantity: 0,
      location: null,
      media: [],
      documents: [],
      parameters: {},
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      published_at: null,
      attributes: { duration_minutes: 45, service_area: null },
    });
    const page = previewPageData(draft, sellerFromAccount(owner), [
      node(sectionId, null, 'section'),
      node(categoryId, sectionId, 'category'),
    ]);
    expect(page).toMatchObject({
      title: 'Piano lessons',
      price: null,
      rental_period: null,
      sold_out: true,
      seller: {
        id: owner.id,
        account_type: 'BUYER',
        display_name: 'Anna Becker',
        member_since: null,
      },
      catalog_path: [
        { id: sectionId, level: 'section' },
        { id: categoryId, level: 'category' },
      ],
    });
  });
});
