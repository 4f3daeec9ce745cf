import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ageOn,
  BusinessStepSchema,
  ConsentStepSchema,
  CreditApplicationSchema,
  EquipmentStepSchema,
  OwnersStepSchema,
  signatureMatchesOwner,
} from './credit-application.ts';

// Ages are counted on this day, so the date-of-birth cases do not drift with the calendar.
const TODAY = new Date('2026-11-21T12:00:00Z');

const business = {
  legalName: 'Acme Paving & Sons, LLC',
  dba: 'Acme Paving',
  entityType: 'llc',
  fein: '12-3456789',
  yearEstablished: 2012,
  industry: 'Road construction',
  street: '100 Main St',
  city: 'Dallas',
  state: 'TX',
  zip: '75001',
  phone: '(214) 555-0100',
  email: 'office@acmepaving.com',
  website: 'https://acmepaving.com',
  annualRevenue: 1_250_000,
  bankName: 'First Bank',
  bankAccount: '000123454321',
  bankRouting: '021000021',
};

const owner = {
  firstName: 'Dana',
  lastName: 'Reyes',
  title: 'President',
  ownershipPercent: 60,
  ssn: '123-45-6789',
  dateOfBirth: '1975-04-30',
  street: '12 Oak Ln',
  city: 'Plano',
  state: 'TX',
  zip: '75024-1234',
  email: 'dana@acmepaving.com',
  phone: '214-555-0101',
  guarantor: true,
};

const equipment = {
  vendorName: 'Big Iron Supply',
  vendorContact: 'Sam Okafor',
  description: 'Asphalt paver',
  condition: 'used',
  cost: 85_000,
  termMonths: 60,
  structure: 'fmv',
};

const application = {
  clientId: 'draft_8kQ2-x9Lm',
  company: 'Lendline',
  to: 'jordan-reyes',
  startedAt: 1_763_740_000_000,
  website2: '',
  business,
  owners: [owner],
  equipment,
  consents: { creditPull: true, electronicRecords: true, contactConsent: false },
  signature: { name: 'Dana Reyes' },
};

// One message per field, as the widget shows them: dot path -> message.
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};
const businessMessages = (changes: Record<string, unknown>) =>
  messages(BusinessStepSchema, { business: { ...business, ...changes } });
const ownerMessages = (changes: Record<string, unknown>) =>
  messages(OwnersStepSchema, { owners: [{ ...owner, ...changes }] });
const equipmentMessages = (changes: Record<string, unknown>) =>
  messages(EquipmentStepSchema, { equipment: { ...equipment, ...changes } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CreditApplicationSchema', () => {
  it('accepts a whole application and keeps personal and bank numbers as digits only', () => {
    const result = v.parse(CreditApplicationSchema, {
      ...application,
      business: { ...business, fein: '123456789', state: 'tx', dba: '', industry: null },
      owners: [{ ...owner, firstName: ' Dana ' }],
    });
    expect(result.business).toMatchObject({
      fein: '123456789',
      state: 'TX',
      dba: undefined,
      industry: undefined,
      bankAccount: '000123454321',
      bankRouting: '021000021',
    });
    expect(result.owners[0]).toMatchObject({
      firstName: 'Dana',
      ssn: '123456789',
      dateOfBirth: '1975-04-30',
    });
    expect(result.signature.name).toBe('Dana Reyes');
  });

  it('leaves out fields it does not know', () => {
    const result = v.parse(CreditApplicationSchema, { ...application, isAdmin: true });
    expect(result).not.toHaveProperty('isAdmin');
  });

  it('says "Field is required" for each required field left empty, however a form sends it', () => {
    expect(
      messages(CreditApplicationSchema, {
        clientId: application.clientId,
        company: ' ',
        to: 'jordan-reyes',
        startedAt: 1,
        business: { ...business, legalName: '', entityType: '', fein: undefined, yearEstablished: null },
        owners: [{ ...owner, ssn: '', dateOfBirth: '', state: '' }],
        equipment: { ...equipment, description: '  ', condition: '', cost: undefined },
        consents: { creditPull: true, electronicRecords: true },
        signature: { name: '' },
      }),
    ).toEqual({
      company: 'Field is required',
      'business.legalName': 'Field is required',
      'business.entityType': 'Field is required',
      'business.fein': 'Field is required',
      'business.yearEstablished': 'Field is required',
      'owners.0.ssn': 'Field is required',
      'owners.0.dateOfBirth': 'Field is required',
      'owners.0.state': 'Field is required',
      'equipment.description': 'Field is required',
      'equipment.condition': 'Field is required',
      'equipment.cost': 'Field is required',
      'signature.name': 'Field is required',
    });
  });

  it('wants the signature to be the full name of one of the owners, ignoring case and spaces', () => {
    const owners = [owner, { ...owner, firstName: 'Lee', lastName: "O'Brien", ownershipPercent: 40 }];
    expect(
      v.safeParse(CreditApplicationSchema, { ...application, owners, signature: { name: "  lee  o'brien " } })
        .success,
    ).toBe(true);
    expect(
      messages(CreditApplicationSchema, { ...application, owners, signature: { name: 'Dana' } }),
    ).toEqual({
      'signature.name': 'Please type the full name of one of the owners as your signature',
    });
    expect(
      messages(CreditApplicationSchema, { ...application, owners, signature: { name: 'Sam Okafor' } }),
    ).toEqual({ 'signature.name': 'Please type the full name of one of the owners as your signature' });
  });

  it('refuses a client id that is not 8 to 80 characters of A-Z, a-z, 0-9, _ and -', () => {
    for (const clientId of ['short', 'x'.repeat(81), 'has space 123'])
      expect(messages(CreditApplicationSchema, { ...application, clientId })).toEqual({
        clientId: 'Please enter valid client id',
      });
  });
});

describe('BusinessStepSchema', () => {
  it('gives the spec §5 messages for names, e-mail, phone, zip, URL and numbers', () => {
    expect(
      businessMessages({
        legalName: 'Acme <script>',
        city: 'Dallas 9',
        email: 'office@acme',
        phone: '2145550100',
        zip: '7500',
        website: 'acmepaving.com',
        annualRevenue: 12.345,
        yearEstablished: 2012.5,
      }),
    ).toEqual({
      'business.legalName': 'Please enter valid legal name',
      'business.city': 'Please enter valid city',
      'business.email': 'Please enter valid email address',
      'business.phone': 'Please enter valid phone number',
      'business.zip': 'Please enter valid number',
      'business.website': 'Please enter a valid URL',
      'business.annualRevenue': 'Please enter valid number',
      'business.yearEstablished': 'Please enter valid number',
    });
  });

  it('takes a FEIN of nine digits with or without the dash', () => {
    expect(businessMessages({ fein: '12-3456789' })).toEqual({});
    expect(businessMessages({ fein: '123456789' })).toEqual({});
    for (const fein of ['12-345678', '1234567890', '123-456789', '12-34567AB'])
      expect(businessMessages({ fein })).toEqual({ 'business.fein': 'Please enter valid FEIN' });
  });

  it('checks the ABA routing check digit', () => {
    expect(businessMessages({ bankRouting: '111000025' })).toEqual({});
    expect(businessMessages({ bankRouting: '021000022' })).toEqual({
      'business.bankRouting': 'Please enter valid routing number',
    });
    expect(businessMessages({ bankRouting: '02100002' })).toEqual({
      'business.bankRouting': 'Please enter valid routing number',
    });
    expect(businessMessages({ bankRouting: '0210-0002' })).toEqual({
      'business.bankRouting': 'Please enter only numbers',
    });
  });

  it('takes a bank account of 4 to 17 digits, and the account and routing number only together', () => {
    expect(businessMessages({ bankAccount: '12ab' })).toEqual({
      'business.bankAccount': 'Please enter only numbers',
    });
    expect(businessMessages({ bankAccount: '123' })).toEqual({
      'business.bankAccount': 'Please enter valid account number',
    });
    expect(businessMessages({ bankAccount: '1'.repeat(18) })).toEqual({
      'business.bankAccount': 'Please enter valid account number',
    });
    expect(businessMessages({ bankRouting: '' })).toEqual({ 'business.bankRouting': 'Field is required' });
    expect(businessMessages({ bankAccount: null })).toEqual({ 'business.bankAccount': 'Field is required' });
    expect(businessMessages({ bankName: '', bankAccount: '', bankRouting: '' })).toEqual({});
  });

  it('takes a year established no later than this year and a US state code', () => {
    expect(businessMessages({ yearEstablished: 2026 })).toEqual({});
    expect(businessMessages({ yearEstablished: 2027, state: 'XX', entityType: 'trust' })).toEqual({
      'business.yearEstablished': 'Please enter valid number',
      'business.state': 'Please enter valid state',
      'business.entityType': 'Please enter valid entity type',
    });
  });
});

describe('OwnersStepSchema', () => {
  it('takes an SSN of nine digits with or without dashes', () => {
    expect(ownerMessages({ ssn: '123456789' })).toEqual({});
    for (const ssn of ['123-45-678', '1234567890', '12-345-6789', 'abc-de-fghi'])
      expect(ownerMessages({ ssn })).toEqual({ 'owners.0.ssn': 'Please enter valid SSN' });
  });

  it('takes owners from their 18th to their 120th year, born on a real day', () => {
    expect(ownerMessages({ dateOfBirth: '2008-11-21' })).toEqual({});
    expect(ownerMessages({ dateOfBirth: '1906-11-22' })).toEqual({});
    expect(ownerMessages({ dateOfBirth: '2008-11-22' })).toEqual({
      'owners.0.dateOfBirth': 'Owners and guarantors must be at least 18 years old',
    });
    for (const dateOfBirth of ['1905-11-21', '1975-02-30', '04/30/1975', '2030-01-01'])
      expect(ownerMessages({ dateOfBirth })).toEqual({
        'owners.0.dateOfBirth': 'Please enter valid date of birth',
      });
  });

  it('gives the name, e-mail, phone, zip and number messages for an owner', () => {
    expect(
      ownerMessages({
        firstName: 'D4na',
        lastName: 'Reyes!',
        email: 'dana',
        phone: '214.555.0101',
        zip: 'ABCDE',
        ownershipPercent: 100.5,
        guarantor: 'yes',
      }),
    ).toEqual({
      'owners.0.firstName': 'Please enter valid first name',
      'owners.0.lastName': 'Please enter valid last name',
      'owners.0.email': 'Please enter valid email address',
      'owners.0.phone': 'Please enter valid phone number',
      'owners.0.zip': 'Please enter valid number',
      'owners.0.ownershipPercent': 'Please enter valid number',
      'owners.0.guarantor': 'Please enter valid guarantor',
    });
  });

  it('lists one to four owners', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...owner,
        ownershipPercent: 25,
        lastName: `Reyes-${'x'.repeat(i)}`,
      }));
    expect(messages(OwnersStepSchema, { owners: many(4) })).toEqual({});
    expect(messages(OwnersStepSchema, { owners: many(5) })).toEqual({
      owners: 'Please list 1 to 4 owners or guarantors',
    });
    expect(messages(OwnersStepSchema, { owners: [] })).toEqual({
      owners: 'Please list 1 to 4 owners or guarantors',
    });
    expect(messages(OwnersStepSchema, {})).toEqual({ owners: 'Field is required' });
  });

  it('lets ownership add up to 100 % but not more, counted in exact hundredths', () => {
    const withShares = (...shares: number[]) =>
      messages(OwnersStepSchema, {
        owners: shares.map((ownershipPercent) => ({ ...owner, ownershipPercent })),
      });
    expect(withShares(33.33, 33.33, 33.34)).toEqual({});
    expect(withShares(0.1, 0.2, 99.7)).toEqual({});
    expect(withShares(60, 40.01)).toEqual({ owners: 'Ownership cannot add up to more than 100%' });
  });
});

describe('EquipmentStepSchema', () => {
  it('takes a cost in dollars and cents and a whole term of 12 to 84 months', () => {
    expect(equipmentMessages({ cost: 85_000.25, termMonths: 12 })).toEqual({});
    expect(equipmentMessages({ termMonths: 84 })).toEqual({});
    for (const changes of [{ cost: 0 }, { cost: 1.005 }, { cost: '85000' }])
      expect(equipmentMessages(changes)).toEqual({ 'equipment.cost': 'Please enter valid number' });
    for (const termMonths of [11, 85, 36.5])
      expect(equipmentMessages({ termMonths })).toEqual({
        'equipment.termMonths': 'Please enter valid number',
      });
  });

  it('checks the choices and the free text', () => {
    expect(
      equipmentMessages({
        condition: 'refurbished',
        structure: 'lease',
        vendorName: 'Big <Iron>',
        description: 'a\u0000b',
      }),
    ).toEqual({
      'equipment.condition': 'Please enter valid condition',
      'equipment.structure': 'Please enter valid structure',
      'equipment.vendorName': 'Please enter valid vendor name',
      'equipment.description': 'Please enter valid equipment description',
    });
  });
});

describe('ConsentStepSchema', () => {
  it('needs the credit check and electronic records consents; contact consent is a free choice', () => {
    const signature = { name: 'Dana Reyes' };
    expect(
      v.parse(ConsentStepSchema, { consents: { creditPull: true, electronicRecords: true }, signature })
        .consents,
    ).toEqual({ creditPull: true, electronicRecords: true, contactConsent: false });
    expect(
      messages(ConsentStepSchema, { consents: { creditPull: false, electronicRecords: 'true' }, signature }),
    ).toEqual({
      'consents.creditPull': 'Please authorize the credit check to continue',
      'consents.electronicRecords': 'Please agree to electronic records and signatures to continue',
    });
  });
});

describe('helpers', () => {
  it('counts ages in whole years, the birthday included', () => {
    expect(ageOn('1975-11-21', TODAY)).toBe(51);
    expect(ageOn('1975-11-22', TODAY)).toBe(50);
    expect(ageOn('2024-02-29', new Date('2025-02-28T00:00:00Z'))).toBe(0);
    expect(ageOn('2023-02-29', TODAY)).toBeNull();
  });

  it('matches a signature to an owner by first and last name', () => {
    expect(signatureMatchesOwner('DANA reyes', [owner])).toBe(true);
    expect(signatureMatchesOwner('Reyes Dana', [owner])).toBe(false);
  });
});
