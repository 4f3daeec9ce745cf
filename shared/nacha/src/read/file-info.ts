import { decodeFields, fieldText } from '../layouts/layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { AchFile } from '../model.ts';
import type { AssembledFile } from './assembler.ts';

/** The file-level part of a read, shared by readAchFile and the stream reader. */
export type FileInfo = Pick<
  AchFile,
  | 'header'
  | 'control'
  | 'immediateDestination'
  | 'immediateOrigin'
  | 'immediateDestinationName'
  | 'immediateOriginName'
  | 'fileCreationDate'
  | 'fileCreationTime'
  | 'fileIdModifier'
  | 'stored'
  | 'computed'
>;

/**
 * Header and control fields, the header's values people look for, and the file totals.
 *
 * @example
 * fileInfo(assembler.finish()).immediateDestination; // '231380104'
 */
export function fileInfo(file: AssembledFile): FileInfo {
  const header = file.header;
  const value = (name: string) =>
    header === null ? '' : fieldText(layoutFor(header.text), header.text, name).trim();
  return {
    header: header === null ? null : decodeFields(layoutFor(header.text), header.text),
    // The file control has ADV's wider totals when every batch is ADV.
    control:
      file.control === null
        ? null
        : decodeFields(layoutFor(file.control.text, { adv: file.adv }), file.control.text),
    immediateDestination: value('immediateDestination'),
    immediateOrigin: value('immediateOrigin'),
    immediateDestinationName: value('immediateDestinationName'),
    immediateOriginName: value('immediateOriginName'),
    fileCreationDate: value('fileCreationDate'),
    fileCreationTime: value('fileCreationTime'),
    fileIdModifier: value('fileIdModifier'),
    stored: file.stored,
    computed: file.computed,
  };
}
