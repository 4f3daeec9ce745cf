import {
  AliasNode,
  ColumnNode,
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

// The filter engine's reads are raw `select ...` statements; any other raw SQL (DDL, maintenance) may write anything.
const RAW_READ = /^\s*select\b/i;

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
      return RAW_READ.test(node.sqlFragments[0] ?? '') ? undefined : 'all';
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
