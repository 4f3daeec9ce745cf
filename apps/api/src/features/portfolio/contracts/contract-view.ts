import { CONTRACT_SORT_FIELDS } from '@lendline/portfolio';
import { sql } from 'kysely';
import type { ResourceView } from '../../../resources/define-resource.ts';

// The contract list reads names and the modules' extra columns (module-policy.ts `ContractColumn`) as
// columns of one derived table, so they filter and sort like stored ones. The per-contract figures are
// correlated subqueries on indexed foreign keys: PostgreSQL works them out for the rows of the page only.
// The customer's name is the contract's own customer_name (migration 0010, kept by trigger), so a name
// filter is one trigram-indexed condition on contract. The other names are left joins: PostgreSQL drops
// an unused one, so a count or a search through the key lookups below does not visit them.
export const contractView: ResourceView = {
  from: sql`select c.*,
      ve.name as vendor_name,
      case when rep.id is null then null else rep.first_name || ' ' || rep.last_name end as sales_rep_name,
      ds.name as debt_source_name,
      (select count(*) from asset a where a.contract_id = c.id) as asset_count,
      array(select distinct a.category from asset a where a.contract_id = c.id order by 1) as asset_categories,
      (select coalesce(sum(a.book_residual), 0) from asset a where a.contract_id = c.id) as book_residual,
      (select p.amount from prefund p where p.contract_id = c.id
        order by p.request_date desc, p.id desc limit 1) as prefund_amount,
      (select p.status from prefund p where p.contract_id = c.id
        order by p.request_date desc, p.id desc limit 1) as prefund_status,
      (select i.status from invoice i where i.contract_id = c.id and i.kind = 'FIRST_PAYMENT'
        order by (i.status = 'CANCELLED'), i.id desc limit 1) as first_invoice_status,
      case
        when c.status = 'EXTENDED' then 'Extended'
        when c.status = 'MATURED' then 'Matured'
        when c.status = 'ACTIVE' and c.maturity_date <= cast(now() at time zone 'UTC' as date) + 120
          then 'Maturing'
      end as extension_status
    from contract c
    left join vendor ve on ve.id = c.vendor_id
    left join app_user rep on rep.id = c.sales_rep_id
    left join debt_source ds on ds.id = c.debt_source_id`,
  // The customer stays among the tables read: renaming one rewrites its contracts' names by trigger,
  // which the result cache only hears of as a write of the customer.
  tables: ['contract', 'customer', 'vendor', 'app_user', 'debt_source', 'asset', 'prefund', 'invoice'],
  // A global search word (the staff list's `or` over these four fields) is one condition on the stored,
  // trigram-indexed contract.search_text (migration 0008), so several words are a bitmap AND of one index.
  searchText: {
    column: 'search_text',
    fields: ['contractNumber', 'customerName', 'vendorName', 'salesRepName'],
    // The staff list's default order, covered with the search text by contract_commencement_search_idx.
    walkedOrder: [
      { field: 'commencementDate', direction: 'DESC' },
      { field: 'id', direction: 'ASC' },
    ],
  },
  // Under contract_contract_number_trgm_idx (migration 0006) and contract_customer_name_trgm_idx (0010).
  trigramFields: ['contractNumber', 'customerName'],
  // The staff list's orders, each under an index (migrations 0006, 0009 and 0011).
  indexedOrders: ['id', ...CONTRACT_SORT_FIELDS],
  // A filter on a joined name, or a search the search text cannot take, matches the name's table first
  // and the contracts by key: each arm has an index (the name's small table, then contract_vendor_id_idx
  // and the like), where the joined names force a scan of the whole book (CONTRACT.md, "Changes from the data side").
  keyLookups: {
    vendorName: { keyField: 'vendorId', table: 'vendor', key: 'id', value: sql`name` },
    salesRepName: {
      keyField: 'salesRepId',
      table: 'app_user',
      key: 'id',
      value: sql`first_name || ' ' || last_name`,
    },
    debtSourceName: { keyField: 'debtSourceId', table: 'debt_source', key: 'id', value: sql`name` },
  },
};
