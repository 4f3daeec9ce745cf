import { Navigate, type RouteObject } from 'react-router';
import { ModuleAccessGuard } from './guards/module-access-guard.tsx';
import { lazyPages, type LazyPage } from './lazy-pages.ts';
import { paths } from './paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { ModuleLandingRedirect } from './routes/module-landing-redirect.tsx';

interface SectionSpec {
  paths: { section: string; accessDenied: string };
  /** The menu name the guard checks, which is also the section's title. */
  menu: string;
  /** The child the section opens on, or null when the section itself is the page (Search). */
  landing: string | null;
  /** Every child page with its title and page code; without code it shows the not-built page. */
  pages: [pattern: string, title: string, page?: LazyPage][];
}

function sectionRoute({ paths: sectionPaths, menu, landing, pages }: SectionSpec): RouteObject {
  const handle: RouteHandle = { title: menu, menu, accessDeniedPath: sectionPaths.accessDenied };
  const deniedHandle: RouteHandle = { title: 'Access denied', isAccessDenied: true };
  return {
    path: sectionPaths.section,
    handle,
    children: [
      landing === null
        ? { index: true, lazy: lazyPages.notBuilt }
        : { index: true, element: <Navigate to={landing} replace /> },
      ...pages.map(([path, title, page]): RouteObject => ({
        path,
        handle: { title },
        lazy: page ?? lazyPages.notBuilt,
      })),
      { path: sectionPaths.accessDenied, handle: deniedHandle, lazy: lazyPages.sectionAccessDenied },
    ],
  };
}

// `process` is taken by Node's global, so that section keeps its `paths.` prefix.
const { contract, invoice, session, report, assetReport, miscProcess, search, ach } = paths;
const { dataTapes, template, downloads, certificate, user, role, vendors, enquiries, setup } = paths;

/** Spec §2 "Module area", section by section. */
const SECTIONS: SectionSpec[] = [
  {
    paths: contract,
    menu: 'Contracts',
    landing: 'list',
    pages: [
      [contract.list, 'Contracts', lazyPages.contractList],
      [contract.add, 'Add Contract', lazyPages.contractAdd],
      [contract.assetAdd, 'Add Asset Contract', lazyPages.assetContractAdd],
      [contract.miscContractAdd, 'Add Miscellaneous Contract', lazyPages.miscContractAdd],
      [contract.miscContractDetail, 'Miscellaneous Contract Details', lazyPages.contractDetails],
      [contract.miscInvoiceDetail, 'Miscellaneous Invoice Details', lazyPages.miscInvoice],
      [contract.detail, 'Contract Details', lazyPages.contractDetails],
      [contract.detailModuleWise, 'Contract Details', lazyPages.contractDetails],
      [contract.moduleWiseAdd, 'Add Contract', lazyPages.contractAdd],
      [contract.manageEquipment, 'Manage Equipment', lazyPages.manageEquipment],
      [contract.manageAsset, 'Manage Asset', lazyPages.manageAsset],
    ],
  },
  {
    paths: invoice,
    menu: 'Invoices',
    landing: 'list',
    pages: [
      [invoice.list, 'Invoices', lazyPages.invoiceList],
      [invoice.session, 'Create Invoice', lazyPages.invoiceSessions],
      [invoice.create, 'New Invoice', lazyPages.invoiceCreate],
    ],
  },
  {
    paths: session,
    menu: 'Sessions',
    landing: 'list',
    pages: [
      [session.list, 'Sessions'],
      [session.manage, 'Manage Session'],
    ],
  },
  {
    paths: report,
    menu: 'Reports',
    landing: 'list',
    pages: [
      [report.cards, 'Reports'],
      [report.list, 'Reports'],
    ],
  },
  {
    paths: assetReport,
    menu: 'Reports',
    landing: 'list',
    pages: [
      [assetReport.cards, 'Asset Reports'],
      [assetReport.list, 'Asset Reports'],
    ],
  },
  { paths: paths.process, menu: 'Process', landing: 'list', pages: [[paths.process.list, 'Process']] },
  { paths: miscProcess, menu: 'Process', landing: 'list', pages: [[miscProcess.list, 'Process']] },
  { paths: search, menu: 'Search', landing: null, pages: [] },
  {
    paths: ach,
    menu: 'ACH',
    landing: 'list',
    pages: [
      [ach.list, 'ACH'],
      [ach.manage, 'Manage ACH Batch'],
    ],
  },
  {
    paths: dataTapes,
    menu: 'Tapes',
    landing: 'list',
    pages: [
      [dataTapes.list, 'Tapes'],
      [dataTapes.manage, 'Manage Tape'],
      [dataTapes.share, 'Share Tape'],
    ],
  },
  {
    paths: template,
    menu: 'Templates',
    landing: 'list',
    pages: [
      [template.list, 'Templates'],
      [template.manage, 'Manage Template'],
      [template.share, 'Share Template'],
    ],
  },
  {
    paths: downloads,
    menu: 'Downloads',
    landing: 'list',
    pages: [
      [
        downloads.list,
        'Downloads',
        async () => ({ Component: (await import('./routes/download-routes.tsx')).DownloadListRoute }),
      ],
    ],
  },
  {
    paths: certificate,
    menu: 'Certificates',
    landing: 'list',
    pages: [
      [certificate.list, 'Certificates'],
      [certificate.manage, 'Manage Certificate'],
    ],
  },
  {
    paths: user,
    menu: 'Users',
    landing: 'list',
    pages: [
      [
        user.list,
        'Users',
        async () => ({ Component: (await import('./routes/user-routes.tsx')).UserListRoute }),
      ],
      [
        user.add,
        'Add User',
        async () => ({ Component: (await import('./routes/user-routes.tsx')).UserAddRoute }),
      ],
      [
        user.update,
        'Update User',
        async () => ({ Component: (await import('./routes/user-routes.tsx')).UserUpdateRoute }),
      ],
    ],
  },
  {
    paths: role,
    menu: 'Roles',
    landing: 'list',
    pages: [
      [
        role.list,
        'Roles',
        async () => ({ Component: (await import('./routes/role-routes.tsx')).RoleListRoute }),
      ],
      [
        role.add,
        'Add Role',
        async () => ({ Component: (await import('./routes/role-routes.tsx')).RoleAddRoute }),
      ],
      [
        role.update,
        'Update Role',
        async () => ({ Component: (await import('./routes/role-routes.tsx')).RoleUpdateRoute }),
      ],
    ],
  },
  {
    paths: vendors,
    menu: 'Vendors',
    landing: 'list',
    pages: [
      [
        vendors.list,
        'Vendors',
        async () => ({ Component: (await import('./routes/vendor-routes.tsx')).VendorListRoute }),
      ],
      [
        vendors.add,
        'Add Vendor',
        async () => ({ Component: (await import('./routes/vendor-routes.tsx')).VendorAddRoute }),
      ],
    ],
  },
  {
    paths: enquiries,
    menu: 'Inquiries',
    landing: 'list',
    pages: [
      [
        enquiries.list,
        'Inquiries',
        async () => ({ Component: (await import('./routes/inquiry-routes.tsx')).InquiryListRoute }),
      ],
      [
        enquiries.details,
        'Inquiry Details',
        async () => ({ Component: (await import('./routes/inquiry-routes.tsx')).InquiryDetailsRoute }),
      ],
    ],
  },
  {
    paths: setup,
    menu: 'Setup',
    landing: 'loansetup',
    pages: [
      [
        setup.loanSetup,
        'Loan Setup',
        async () => ({ Component: (await import('./routes/loan-setup-routes.tsx')).LoanSetupRoute }),
      ],
      [
        setup.createPromo,
        'Create Promo',
        async () => ({ Component: (await import('./routes/loan-setup-routes.tsx')).CreatePromoRoute }),
      ],
    ],
  },
];

/** The module area `/{module}/{section}/...` of spec §2, every section behind the module guard. */
export const moduleRoute: RouteObject = {
  path: paths.module,
  element: <ModuleAccessGuard />,
  children: [{ index: true, element: <ModuleLandingRedirect /> }, ...SECTIONS.map(sectionRoute)],
};
