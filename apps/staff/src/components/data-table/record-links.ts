/** Where a record section's pages link to; the app builds them from its route table. */
export interface RecordLinks {
  list: string;
  add: string;
  /** A record's own page. */
  update: (id: number) => string;
}
