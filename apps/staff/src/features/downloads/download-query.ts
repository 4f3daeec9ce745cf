import type { Filter, Where } from '@lendline/filter';
import type { ElementRequest } from '@lendline/permissions';
import { DEFAULT_PAGINATION, type ListSettings } from '../../components/data-table/list-settings.ts';
import type { DownloadRecord } from './api/downloads-resource.ts';

/** The key the Downloads list's settings are stored under in the user's page config. */
export const DOWNLOAD_LIST_PAGE_KEY = 'downloadList';

export type DownloadFilters = {
  /** Part of the file name. */
  search: string;
  /** '' for any, else a FILE_TYPES key. */
  type: string;
  /** '' for every file the user may read, `mine` for the ones they asked for. */
  scope: string;
};

export type FileType = 'CSV' | 'XLSX' | 'NACHA' | 'PDF' | 'ZIP';

/** Each type the list names, by the content types and the file name endings that mean it. */
export const FILE_TYPES: Record<FileType, { contentTypes: string[]; extensions: string[] }> = {
  CSV: { contentTypes: ['text/csv'], extensions: ['.csv'] },
  XLSX: {
    contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['.xlsx'],
  },
  // NACHA files are plain text; the name's ending tells them apart from other text.
  NACHA: { contentTypes: ['application/vnd.nacha', 'text/x-nacha'], extensions: ['.ach', '.nacha'] },
  PDF: { contentTypes: ['application/pdf'], extensions: ['.pdf'] },
  ZIP: { contentTypes: ['application/zip', 'application/x-zip-compressed'], extensions: ['.zip'] },
};

const isFileType = (value: string): value is FileType => Object.hasOwn(FILE_TYPES, value);

/** The type a file shows: by its content type (parameters such as `; charset=utf-8` aside), else its name. */
export function fileTypeOf({ contentType, name }: Pick<DownloadRecord, 'contentType' | 'name'>): string {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  const lowerName = name.toLowerCase();
  for (const [type, { contentTypes, extensions }] of Object.entries(FILE_TYPES)) {
    if (contentTypes.includes(bare)) return type;
    if (extensions.some((ending) => lowerName.endsWith(ending))) return type;
  }
  return bare.split('/')[1]?.toUpperCase() ?? 'File';
}

const KB = 1024;
const MB = KB * 1024;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/**
 * A file size in KB below a megabyte (at least 1 KB for a non-empty file), else in MB with one decimal.
 *
 * @example formatFileSize(2_621_440) // '2.5 MB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${oneDecimal.format(bytes / MB)} MB`;
  if (bytes === 0) return '0 KB';
  return `${whole.format(Math.max(1, Math.round(bytes / KB)))} KB`;
}

/** Newest first: people come here for what they just asked for. */
export const DOWNLOAD_LIST_DEFAULTS: ListSettings<DownloadFilters> = {
  filters: { search: '', type: '', scope: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'createdAt', direction: 'desc' },
  dateRange: null,
};

const ORDER_FIELDS: Record<string, string> = {
  name: 'name',
  size: 'size',
  requestedBy: 'requestedByName',
  createdAt: 'createdAt',
  expiresAt: 'expiresAt',
  downloadCount: 'downloadCount',
};

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The where of the list and its count: the name search (CONTRACT.md's `{"name": {"ilike": "%text%"}}`),
 * the type by content type or name ending, and `mine` as the files the user asked for.
 */
export function downloadWhere(
  { filters }: ListSettings<DownloadFilters>,
  currentUserId: number | undefined,
): Where | undefined {
  const terms: Where[] = [];
  const search = filters.search.trim();
  if (search) terms.push({ name: { ilike: `%${escapeLike(search)}%` } });
  if (isFileType(filters.type)) {
    const { contentTypes, extensions } = FILE_TYPES[filters.type];
    terms.push({
      or: [
        { contentType: { inq: contentTypes } },
        ...extensions.map((ending) => ({ name: { ilike: `%${ending}` } })),
      ],
    });
  }
  if (filters.scope === 'mine' && currentUserId !== undefined) terms.push({ requestedBy: currentUserId });
  return terms.length > 0 ? { and: terms } : undefined;
}

function order(settings: ListSettings<DownloadFilters>): string[] {
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : DOWNLOAD_LIST_DEFAULTS.sort!;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  // The server adds `id` to break ties.
  return [`${ORDER_FIELDS[sort.field]} ${direction}`];
}

/** The `GET /api/downloads` filter for one page. */
export function downloadListFilter(
  settings: ListSettings<DownloadFilters>,
  currentUserId: number | undefined,
): Filter {
  const { page, perPage } = settings.pagination;
  const where = downloadWhere(settings, currentUserId);
  return { ...(where ? { where } : {}), order: order(settings), limit: perPage, skip: (page - 1) * perPage };
}

/** How many filters beyond the search differ from the defaults, for the filter bar. */
export const activeDownloadFilterCount = ({ filters }: ListSettings<DownloadFilters>): number =>
  [filters.type, filters.scope].filter((value) => value !== '').length;

/** Saving a file needs Downloads › download; a role that may only view sees Download disabled. */
export const downloadGate = (module: string): ElementRequest => ({
  module,
  menu: 'Downloads',
  actions: ['view', 'download'],
});
