import { startOfUtcDay, utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import type { RoleRecord } from '../api/roles-resource.ts';

const inDays = (days: number) => startOfUtcDay(utcDayFromToday(days));

const FULL = { view: true, create: true, download: true };

/**
 * Roles for stories and tests, one per state and expiry helper text, with expiry dates counted from
 * today so the texts stay true on any day.
 */
export const ROLE_FIXTURES: RoleRecord[] = [
  {
    id: 1,
    name: 'Admin',
    description: 'Full access, user administration and impersonation',
    permissions: JSON.stringify({ setupModule: { Users: FULL, Roles: FULL }, ach: { ACH: FULL } }),
    status: true,
    expireIn: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    users: [{ id: 1 }, { id: 22 }],
  },
  {
    id: 6,
    name: 'Funding Analyst',
    description: 'Prepares funding packages and borrowing base certificates',
    permissions: JSON.stringify({ borrowingBase: { Certificates: { view: true, create: true } } }),
    status: true,
    expireIn: inDays(10),
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-10-14T09:00:00.000Z',
    users: [{ id: 6 }],
  },
  {
    id: 12,
    name: 'Year-End Auditor',
    description: 'Read-only access for the annual audit',
    permissions: JSON.stringify({ enquiry: { Contracts: { view: true, download: true } } }),
    status: true,
    expireIn: inDays(-30),
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-09-30T09:00:00.000Z',
    users: [],
  },
  {
    id: 13,
    name: 'Seasonal Billing',
    description: 'Extra hands for the year-end billing run',
    permissions: JSON.stringify({ firstPayment: { Invoices: { view: true } } }),
    status: false,
    expireIn: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-08-01T09:00:00.000Z',
    users: [{ id: 13 }],
  },
  {
    id: 14,
    name: 'Contractor',
    description: 'Temporary access to vendor quotes',
    permissions: JSON.stringify({ loanCalculator: { Vendors: { view: true } } }),
    status: true,
    expireIn: inDays(1),
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    users: [{ id: 14 }, { id: 31 }, { id: 32 }],
  },
];
