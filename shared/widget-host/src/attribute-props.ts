/**
 * Turns a kebab-case attribute name into the camelCase prop name a component expects, at the type level.
 *
 * @example
 * type Name = CamelCase<'comp-name'>; // 'compName'
 */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/**
 * The props a widget receives: one camelCase key per observed attribute, `undefined` while the attribute is
 * absent, so a widget can tell "not set" apart from "set to an empty string" if it needs to.
 *
 * @example
 * type Props = WidgetProps<'comp-name' | 'to-name'>; // { compName: string | undefined; toName: string | undefined }
 */
export type WidgetProps<Attribute extends string> = {
  readonly [Name in Attribute as CamelCase<Name>]: string | undefined;
};

/**
 * Converts a kebab-case attribute name to its camelCase prop name at runtime.
 *
 * @example
 * toPropName('batch-name'); // 'batchName'
 */
export function toPropName<Name extends string>(attributeName: Name): CamelCase<Name> {
  return attributeName.replace(/-([a-z0-9])/g, (_, letter: string) =>
    letter.toUpperCase(),
  ) as CamelCase<Name>;
}

/**
 * Reads the observed attributes of an element into widget props.
 *
 * @example
 * readWidgetProps(element, ['api-key']); // { apiKey: 'vendor-123' } for <loan-calculator api-key="vendor-123">
 */
export function readWidgetProps<Attribute extends string>(
  element: Element,
  attributeNames: readonly Attribute[],
): WidgetProps<Attribute> {
  const entries = attributeNames.map((name) => [toPropName(name), element.getAttribute(name) ?? undefined]);
  return Object.fromEntries(entries) as WidgetProps<Attribute>;
}
