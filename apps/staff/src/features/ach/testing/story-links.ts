import type { AchLinks } from '../ach-links.ts';

/** The links the app gives the ACH pages, for stories without the route table. */
export const STORY_LINKS: AchLinks = {
  list: '/ach/ach/list',
  manage: ({ id, status }) => `/ach/ach/manage/${id}/${status.toLowerCase()}`,
  viewFile: (batchName) => `/ach-view-file/${batchName}`,
  approve: (requestId) => (requestId === undefined ? '/ach/approve' : `/ach/approve?requestId=${requestId}`),
  section: (view) => (view === 'batches' ? '/ach/ach/list' : `/ach/ach/list?view=${view}`),
  contract: (contractId) => `/enquiry/contract/detail/${contractId}`,
  invoice: (invoiceId) => `/ach/ach/list?view=returns&invoice=${invoiceId}`,
};
