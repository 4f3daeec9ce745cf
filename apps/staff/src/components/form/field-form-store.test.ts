import { describe, expect, it, vi } from 'vitest';
import { createFieldFormStore } from './field-form-store.ts';
import type { FieldErrors } from './use-record-form.ts';

interface Values {
  name: string;
  owner: { email: string };
  items: { label: string }[];
}

const initial: Values = { name: '', owner: { email: '' }, items: [{ label: 'a' }, { label: 'b' }] };
const validate = (values: Values): FieldErrors<'name' | 'owner.email'> =>
  values.name ? {} : { name: 'Enter the name.' };

describe('field form store', () => {
  it('sets a nested value without touching the others', () => {
    const store = createFieldFormStore(initial, validate);
    store.set('items.1.label', 'c');
    expect(store.values()).toEqual({ ...initial, items: [{ label: 'a' }, { label: 'c' }] });
    expect(store.values().items[0]).toBe(initial.items[0]);
    expect(store.values().owner).toBe(initial.owner);
    expect(store.value('items.1.label')).toBe('c');
    // @ts-expect-error a path the values do not have
    expect(() => store.value('owner.phone.number')).toThrow();
  });

  it("shows the rules' errors once submitted, and a server's until its value changes", () => {
    const store = createFieldFormStore(initial, validate);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.errors()).toEqual({});
    expect(store.submit()).toEqual({ name: 'Enter the name.' });
    expect(store.errors()).toEqual({ name: 'Enter the name.' });
    store.set('name', 'Ada');
    expect(store.errors()).toEqual({});

    store.refuse({ name: 'Taken.', 'owner.email': 'Not an address.' });
    store.set('name', 'Ada L');
    expect(store.errors()).toEqual({ 'owner.email': 'Not an address.' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("drops a server's objection to a nested field when that field, or a value holding it, changes", () => {
    const store = createFieldFormStore(initial, (): FieldErrors<string> => ({}));
    const refusal = {
      'owner.email': 'Not an address.',
      'items.0.label': 'Too short.',
      'items.1.label': 'Taken.',
      name: 'Taken.',
    };
    store.refuse(refusal);
    store.set('owner.email', 'ada@example.com');
    expect(store.errors()).toEqual({
      'items.0.label': 'Too short.',
      'items.1.label': 'Taken.',
      name: 'Taken.',
    });
    store.set('items.1.label', 'z');
    expect(store.errors()).toEqual({ 'items.0.label': 'Too short.', name: 'Taken.' });
    // Replacing the whole list (an item removed) takes its items' objections with it.
    store.set('items', [{ label: 'z' }]);
    expect(store.errors()).toEqual({ name: 'Taken.' });
    // An objection to a whole value goes when any part of it changes.
    store.refuse({ owner: 'Enter an owner.', name: 'Taken.' });
    store.set('owner.email', 'grace@example.com');
    expect(store.errors()).toEqual({ name: 'Taken.' });
  });
});
