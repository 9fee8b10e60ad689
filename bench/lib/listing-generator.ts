import { foodUnits, fuelTypes, itemConditions, type MarketplaceSection } from '@bazaar/contracts';
import pg from 'pg';
import { readDemoCatalog } from './demo-catalog';

/**
 * Fills a PostgreSQL database (migrated, catalog structure installed) with owners and public
 * listings for the search benchmark, in SQL (`INSERT … SELECT generate_series`): every listing
 * sits in a real catalog leaf, at a real postal code, with attribute and parameter values from
 * the catalog's options, so filters select realistic shares of the rows. The items are the demo
 * seed's, read from the built api (`npm run demo-catalog -w @bazaar/api`).
 */

const OWNERS = 5_000;
const CHUNK = 100_000;

/** Share of the listings per division, in percent (they add up to 100). */
const shares: Record<MarketplaceSection, number> = {
  catalog: 35,
  'flea-market': 25,
  services: 10,
  food: 10,
  automarket: 10,
  property: 10,
};

interface Template {
  section: MarketplaceSection;
  nodeId: string;
  title: string;
  attributes: Record<string, unknown>;
  parameters: Record<string, unknown>;
  minEuros: number;
  maxEuros: number;
  rentalPeriod: string | null;
}

/** One template per demo item: its leaf, title, price range and fixed attributes. */
async function templates(client: pg.Client): Promise<Template[]> {
  const nodes = await client.query<{
    id: string;
    section: MarketplaceSection;
    parent_id: string | null;
    name: string;
  }>('select id, section, parent_id, name from catalog_nodes');
  const byId = new Map(nodes.rows.map((node) => [node.id, node]));
  const namesOf = (id: string | null): string[] => {
    const node = id ? byId.get(id) : undefined;
    return node ? [...namesOf(node.parent_id), node.name] : [];
  };
  // A leaf is known by its division and its names from the section down.
  const pathKey = (section: MarketplaceSection, names: readonly string[]) =>
    JSON.stringify([section, ...names]);
  const idByPath = new Map(
    nodes.rows.map((node) => [pathKey(node.section, namesOf(node.id)), node.id]),
  );
  const list: Template[] = [];
  for (const item of readDemoCatalog()) {
    const key = pathKey(item.section, item.catalog_path);
    const nodeId = idByPath.get(key);
    if (!nodeId) throw new Error(`No catalog node ${key}: is the structure installed?`);
    const base = item.base;
    const attributes: Record<string, unknown> =
      item.section === 'catalog'
        ? { brand: base['brand'] }
        : item.section === 'automarket'
          ? { make: base['make'], model: base['model'] }
          : item.section === 'property'
            ? { property_type: item.property_type }
            : {};
    const parameters: Record<string, unknown> =
      item.section === 'automarket'
        ? { body_type: base['body_type'] }
        : item.section === 'property'
          ? { kind: base['property_type'], offer: item.rental_period ? 'rent' : 'sale' }
          : {};
    list.push({
      section: item.section,
      nodeId,
      title: item.name,
      attributes,
      parameters,
      minEuros: item.min_euros,
      maxEuros: item.max_euros,
      rentalPeriod: item.rental_period,
    });
  }
  return list;
}

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values: readonly string[], random: string) =>
  `(${textArray(values)})[1 + floor(${random} * ${values.length})::int]`;

/** The INSERT of listings `from`..`to` (1-based), drawing templates, places and owners. */
function insertChunk(from: number, to: number): string {
  const colour = pick(
    ['Black', 'White', 'Silver', 'Graphite', 'Blue', 'Sage green', 'Red'],
    'x.r3',
  );
  const carColour = pick(['black', 'white', 'grey', 'silver', 'dark blue', 'red'], 'x.r3');
  const year = '(2008 + floor(x.r4 * 17))::int';
  const mileage =
    '(round((2025 - (2008 + floor(x.r4 * 17))) * (5000 + x.r5 * 15000) / 100) * 100)::int';
  const rooms = '(1 + floor(x.r4 * 5))::int';
  return `
insert into listings (owner_id, section, catalog_node_id, title, description, price_minor, currency,
  negotiable, rental_period, quantity, zip_code, city, latitude, longitude, attributes, parameters,
  status, draft_state, created_at, updated_at, published_at)
select o.id, t.section, t.node_id,
  case t.section
    when 'catalog' then t.title || case when x.r3 < 0.4 then ', ' || ${colour} else '' end
    when 'flea-market' then ${pick(['Used', 'Vintage', 'Barely used', 'Well kept', 'Classic'], 'x.r6')} || ' ' || t.title
    when 'services' then t.title || ' in ' || gp.city
    when 'automarket' then t.title || ', ' || ${year} || ', ' || (${mileage} / 1000) || 'k km'
    when 'property' then case when t.title in ('apartment', 'house', 'holiday apartment')
      then ${rooms} || '-room ' || t.title || ' in ' || gp.city else initcap(t.title) || ' in ' || gp.city end
    else t.title end,
  t.title || ' near ' || gp.city || ' (' || gp.zip_code || '). Pick-up or delivery by arrangement, questions welcome.',
  (round((t.min_euros + x.r2 * (t.max_euros - t.min_euros))) * 100)::bigint, 'EUR',
  x.r5 < 0.4, t.rental_period::rental_period, 1 + floor(x.r6 * 10)::int,
  gp.zip_code, gp.city, gp.latitude, gp.longitude,
  t.attributes || case t.section
    when 'catalog' then jsonb_build_object('sku', 'B-' || x.g)
    when 'flea-market' then jsonb_build_object('condition', ${pick(itemConditions, 'x.r4')})
    when 'services' then jsonb_build_object('duration_minutes', (${textArray(['45', '60', '90', '120', '240'])})[1 + floor(x.r4 * 5)::int]::int,
      'service_area', jsonb_build_object('zip_code', gp.zip_code, 'radius_km', 20))
    when 'food' then jsonb_build_object('unit', ${pick(foodUnits, 'x.r4')}, 'weight_or_volume', 1 + floor(x.r3 * 5)::int, 'allergens', '[]'::jsonb)
    when 'automarket' then jsonb_build_object('year', ${year}, 'mileage_km', ${mileage},
      'fuel', ${pick(fuelTypes.slice(0, 4), 'x.r6')}, 'transmission', case when x.r3 < 0.5 then 'manual' else 'automatic' end)
    when 'property' then jsonb_build_object('rooms', ${rooms}, 'area_m2', (${rooms} * (22 + floor(x.r5 * 12)))::int)
    else '{}'::jsonb end,
  t.parameters || case t.section
    when 'catalog' then jsonb_build_object('warranty_months', (array[12, 24, 36])[1 + floor(x.r6 * 3)::int])
      || case when x.r3 < 0.4 then jsonb_build_object('colour', ${colour}) else '{}'::jsonb end
    when 'flea-market' then jsonb_build_object('pickup', x.r5 < 0.8, 'shipping', x.r3 < 0.4)
    when 'services' then jsonb_build_object('years_of_experience', floor(x.r5 * 30)::int, 'invoice_available', x.r3 < 0.7)
    when 'food' then jsonb_build_object('organic', x.r5 < 0.4, 'local_delivery', x.r6 < 0.5)
    when 'automarket' then jsonb_build_object('colour', ${carColour}, 'previous_owners', 1 + floor(x.r6 * 3)::int)
    when 'property' then jsonb_build_object('year_built', 1900 + floor(x.r6 * 124)::int, 'balcony', x.r5 < 0.6,
      'furnished', x.r3 < 0.2, 'floor', floor(x.r3 * 8)::int)
    else '{}'::jsonb end,
  (case when x.r7 < 0.02 then 'paused' else 'active' end)::activity_status, 'sent',
  now() - x.r8 * interval '365 days', now() - x.r8 * interval '365 days', now() - x.r8 * interval '365 days'
from (
  select g, s.section, (1 + floor(random() * s.templates))::int as t_idx,
    (1 + floor(random() * (select count(*) from bench_geo)))::int as geo_idx,
    (1 + floor(random() * ${OWNERS}))::int as owner_idx,
    random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8
  from generate_series(${from}, ${to}) g
  join bench_sections s on g % 100 >= s.lo and g % 100 < s.hi
  offset 0
) x
join bench_templates t on t.section = x.section and t.idx = x.t_idx
join bench_geo gp on gp.idx = x.geo_idx
join bench_owners o on o.idx = x.owner_idx`;
}

async function createOwners(client: pg.Client): Promise<void> {
  await client.query(`
    insert into users (email, password_hash, account_type, status, first_name, last_name)
    select 'bench-owner-' || g || '@bench.bazaar.local', '$argon2id$bench-no-sign-in',
      (case when g % 5 < 2 then 'SELLER' else 'BUYER' end)::account_type,
      (case when g % 100 = 0 then 'blocked' else 'active' end)::activity_status,
      'Bench', 'Owner ' || g
    from generate_series(1, ${OWNERS}) g
    on conflict do nothing`);
  await client.query(`
    insert into seller_profiles (user_id, account_name, business_name)
    select id, 'bench-shop-' || split_part(split_part(email, '@', 1), '-', 3), 'Bench Shop'
    from users where account_type = 'SELLER' and email like 'bench-owner-%'
    on conflict do nothing`);
}

/** Creates `count` listings unless the database already has that many. Logs its progress. */
export async function generateListings(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = Number((await client.query('select count(*) from listings')).rows[0].count);
    if (existing >= count) {
      console.log(`${existing.toLocaleString('en')} listings already there; not generating.`);
      return;
    }
    const startedAt = performance.now();
    const log = (what: string) =>
      console.log(`[${((performance.now() - startedAt) / 1000).toFixed(0)} s] ${what}`);
    await client.query('truncate listings cascade');
    await createOwners(client);
    const list = await templates(client);
    await client.query(`
      create temp table bench_templates (section marketplace_section, idx int, node_id uuid,
        title text, attributes jsonb, parameters jsonb, min_euros numeric, max_euros numeric,
        rental_period text);
      create temp table bench_sections (section marketplace_section, lo int, hi int, templates int);
      create temp table bench_geo as select row_number() over (order by id)::int as idx, * from geo_points;
      create temp table bench_owners as
        select row_number() over (order by email)::int as idx, id from users where email like 'bench-owner-%';
      create index on bench_geo (idx); create index on bench_owners (idx);`);
    let lo = 0;
    for (const [section, share] of Object.entries(shares) as [MarketplaceSection, number][]) {
      const own = list.filter((template) => template.section === section);
      for (const [index, template] of own.entries()) {
        await client.query(
          `insert into bench_templates values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            section,
            index + 1,
            template.nodeId,
            template.title,
            JSON.stringify(template.attributes),
            JSON.stringify(template.parameters),
            template.minEuros,
            template.maxEuros,
            template.rentalPeriod,
          ],
        );
      }
      await client.query('insert into bench_sections values ($1, $2, $3, $4)', [
        section,
        lo,
        lo + share,
        own.length,
      ]);
      lo += share;
    }
    // Bulk loading is much faster without the secondary indexes; they are rebuilt after.
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where tablename = 'listings' and indexname <> 'listings_pkey'`,
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.indexname}`);
    // The search dictionary is filled once at the end instead of row by row.
    await client.query('alter table listings disable trigger listings_search_words');
    log(`dropped ${indexes.rows.length} indexes; inserting ${count.toLocaleString('en')} listings`);
    for (let from = 1; from <= count; from += CHUNK) {
      await client.query(insertChunk(from, Math.min(count, from + CHUNK - 1)));
      log(`${Math.min(count, from + CHUNK - 1).toLocaleString('en')} listings`);
    }
    await client.query('alter table listings enable trigger listings_search_words');
    await client.query(`
      insert into search_words (word)
      select distinct unnest(listing_search_words(title, attributes, parameters)) from listings
      on conflict do nothing`);
    log('filled the search dictionary');
    await client.query(`set maintenance_work_mem = '1GB'`);
    for (const index of indexes.rows) {
      await client.query(index.indexdef);
      log(`rebuilt ${index.indexname}`);
    }
    await client.query('vacuum analyze listings');
    await client.query('analyze users');
    log('vacuumed and analysed');
  } finally {
    await client.end();
  }
}
