/**
 * The contract section's pages under `/{module}/contract/` (spec §2 module area), as data: the app
 * builds the routes, the `paths` table and the no-drift test from it, and the section's menu, landing
 * page and guard from the module catalog (`route` is the catalog's route section). Every portfolio
 * module shows the same pages; which add form and details address a module uses is its policy's call.
 */
export const contractPages = {
  route: 'contract',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'Contracts' },
    add: { path: 'add', title: 'Add Contract' },
    // The spec's spelling of the address.
    assetAdd: { path: 'assest-add', title: 'Add Asset Contract' },
    miscContractAdd: { path: 'misc-contract-add', title: 'Add Miscellaneous Contract' },
    // The spec writes these addresses' contract id as `{userId}`; the URLs are the spec's, the variable is
    // named for what it holds.
    miscContractDetail: { path: 'misc-contract-detail/:contractId', title: 'Miscellaneous Contract Details' },
    miscInvoiceDetail: {
      path: 'misc-invoice-detail/:contractId/:invoiceId/:index',
      title: 'Miscellaneous Invoice Details',
    },
    detail: { path: 'detail/:contractId', title: 'Contract Details' },
    detailModuleWise: { path: 'detail/module-wise/:contractId', title: 'Contract Details' },
    moduleWiseAdd: { path: 'module-wise/add', title: 'Add Contract' },
    manageEquipment: { path: 'manage-equipment/:equipId', title: 'Manage Equipment' },
    manageAsset: { path: 'manage-asset/:equipId', title: 'Manage Asset' },
  },
} as const;
