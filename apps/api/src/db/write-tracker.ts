import {
  AliasNode,
  ColumnNode,
  RawNode,
  TableNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** The tables a statement may change, or 'all' when that cannot be told from the statement. */
export type WrittenTables = readonly string[] | 'all';
/**
 * Hears of a statement that may change data, before it runs. `columns` are the columns an update sets,
 * when it is one and they can be told, so a listener may ignore changes to columns it does not read.
 */
export type WriteListener = (tables: WrittenTables, columns?: readonly string[]) => void;

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

// The filter engine's reads are raw `select ...` statements, and its paged walks `with x as materialized
// (select ...) select ...`; any other raw SQL (DDL, maintenance, a data-modifying `with`) may write
// anything. Taking those walks for writes forgot every cached result and caller on each search page.
const RAW_READ = /^\s*(?:select|with)\b/i;
const RAW_WRITE_WORD = /\b(?:insert|update|delete|merge|truncate|alter|create|drop|grant|copy|call|do)\b/i;

/**
 * A `sql` template's literal parts are one array per place in the code (JavaScript keeps a template's
 * strings), so the answer for each is worked out once: the filter's statements are built from the same
 * few dozen templates on every request.
 */
const fragmentAnswers = new WeakMap<readonly string[], boolean>();

function fragmentsNameWrite(fragments: readonly string[]): boolean {
  let answer = fragmentAnswers.get(fragments);
  if (answer === undefined) {
    answer = fragments.some((text) => text !== '' && RAW_WRITE_WORD.test(text));
    fragmentAnswers.set(fragments, answer);
  }
  return answer;
}

/**
 * Whether a literal text of a raw statement, or of a raw piece nested in it, names a write. Walked without
 * building arrays: every raw read of every request comes through here (the list pattern's statement is raw).
 */
function rawNamesWrite(node: OperationNode): boolean {
  if (!RawNode.is(node)) return false;
  if (fragmentsNameWrite(node.sqlFragments)) return true;
  for (const parameter of node.parameters) if (rawNamesWrite(parameter)) return true;
  return false;
}

function isRawRead(node: RawNode): boolean {
  return RAW_READ.test(node.sqlFragments[0] ?? '') && !rawNamesWrite(node);
}

/** The plain columns an update sets, or undefined when one of them is not a plain column. */
function updatedColumns(node: RootOperationNode): string[] | undefined {
  if (node.kind !== 'UpdateQueryNode' || !node.updates) return undefined;
  const columns = node.updates.map((update) =>
    ColumnNode.is(update.column) ? update.column.column.name : undefined,
  );
  return columns.every((column): column is string => column !== undefined) ? columns : undefined;
}

function writtenTables(node: RootOperationNode): WrittenTables | undefined {
  switch (node.kind) {
    case 'SelectQueryNode':
      return undefined;
    case 'InsertQueryNode': {
      const name = tableName(node.into);
      return name ? [name] : 'all';
    }
    case 'UpdateQueryNode': {
      const name = tableName(node.table);
      return name ? [name] : 'all';
    }
    case 'DeleteQueryNode': {
      const names = node.from.froms.map(tableName);
      return names.every((name): name is string => name !== undefined) ? names : 'all';
    }
    case 'RawNode':
      return isRawRead(node) ? undefined : 'all';
    default:
      return 'all';
  }
}

/**
 * A Kysely plugin that reports every statement that may change data, before it runs. It lets the
 * embedded store's result cache forget what a write makes stale; it changes no query.
 */
export class WriteTracker implements KyselyPlugin {
  private readonly listeners = new Set<WriteListener>();

  subscribe(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (!tables) return node;
    const columns = updatedColumns(node);
    for (const listener of this.listeners) listener(tables, columns);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
