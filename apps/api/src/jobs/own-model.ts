import type { QueryModel } from '@lendline/filter';
import { compileResource, type ResourceDefinition } from '../resources/define-resource.ts';

/**
 * The filter model of records read through `ownRowsRoutes`: declared like a resource's fields (names,
 * columns, types, what may be sorted and filtered) but never mounted by the resource factory, whose every
 * route asks a module permission these records do not have.
 */
export function ownModel(definition: Omit<ResourceDefinition, 'access'>): QueryModel {
  const unused = { module: '', menu: '', action: 'view' } as const;
  return compileResource({ ...definition, access: { read: unused } }, () => {
    throw new Error(`${definition.name} has no relations`);
  }).model;
}
