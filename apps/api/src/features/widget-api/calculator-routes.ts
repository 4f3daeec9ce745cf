import {
  IDEMPOTENCY_KEY_PATTERN,
  InquirySubmissionSchema,
  QuoteRequestSchema,
  type QuoteRequest,
} from '@lendline/validation';
import { inquiryQuote, inquiryReceipt, widgetOffer, type WidgetOffer } from '@lendline/wire';
import type { Kysely } from 'kysely';
import { createOnce } from '../../db/create-once.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  declarePublicRoute,
  publicValidationError,
  validatePublicBody,
  type PublicKey,
} from '../../resources/declare-public-route.ts';
import { findInquiryReceipt, insertInquiry } from './inquiry.repo.ts';
import { quoteFromProgram } from './quote-from-program.ts';
import { loadVendorOffer, utcToday } from './vendor-offer.ts';

export const WIDGET_DISCLAIMER =
  'Estimate only. Payments exclude taxes and fees and are subject to credit approval.';

export interface CalculatorRouteDeps {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
}

/**
 * The loan calculator's endpoints (CONTRACT.md "Widget API"): the vendor's offer, a quote on one of its
 * programs, and a buyer's inquiry, each for the vendor whose key is in the path.
 */
export function calculatorRoutes(deps: CalculatorRouteDeps) {
  const { db, now } = deps;
  // Said once per record and process: the offer is read on every widget load.
  const reported = new Set<string>();
  const onInvalid = (what: string, id: number, problem: string) => {
    if (reported.has(`${what}:${id}`)) return;
    reported.add(`${what}:${id}`);
    deps.logger.warn('left out of a widget offer', { entity: what, id, problem });
  };

  const quoteFor = async (key: PublicKey, request: QuoteRequest) => {
    const offer = await loadVendorOffer(db, key.vendorId, utcToday(now()), onInvalid);
    const program = offer.programs.find((candidate) => candidate.id === request.programId);
    if (!program) {
      throw publicValidationError([
        { path: '/programId', code: 'enum', message: 'Please choose one of the programs offered' },
      ]);
    }
    const promoId = request.promoId ?? undefined;
    const promo = promoId === undefined ? undefined : offer.promos.find((item) => item.id === promoId);
    if (promoId !== undefined && !promo) {
      throw publicValidationError([
        { path: '/promoId', code: 'enum', message: 'This promotion is not available' },
      ]);
    }
    const result = quoteFromProgram(program, request, promo);
    if (!result.ok) throw publicValidationError(result.problems);
    return result.quote;
  };

  const offerRoute = declarePublicRoute({
    method: 'get',
    path: '/keys/:apiKey/offer',
    caller: 'vendor-key',
    summary: "The vendor's programs and promos in force today (best credit tier only)",
    response: { status: 200, description: 'The offer', schema: widgetOffer },
    handle: async (c, { key }) => {
      const offer = await loadVendorOffer(db, key!.vendorId, utcToday(now()), onInvalid);
      const answer: WidgetOffer = {
        vendor: { name: key!.vendorName },
        programs: offer.programs.map((program) => ({
          id: program.id,
          name: program.name,
          productType: program.productType,
          terms: program.terms,
          minAmount: program.minAmount,
          maxAmount: program.maxAmount,
          advancePayments: program.advancePayments,
          residualPct: program.residualPct,
          docFee: program.docFee,
          rateBasis: program.rateBasis,
          amountBands: program.amountBands,
          rates: program.matrix[0]!,
        })),
        promos: offer.promos.map((promo) => ({
          id: promo.id,
          name: promo.name,
          type: promo.type,
          params: promo.params,
          eligibleTerms: promo.eligibleTerms,
          programIds: promo.programIds,
          endDate: promo.endDate,
        })),
        disclaimer: WIDGET_DISCLAIMER,
      };
      return c.json(answer);
    },
  });

  const quoteRoute = declarePublicRoute({
    method: 'post',
    path: '/keys/:apiKey/quote',
    caller: 'vendor-key',
    summary: 'Price an amount and term on one program, with an optional promo',
    body: QuoteRequestSchema,
    response: { status: 200, description: 'The quote', schema: inquiryQuote },
    errors: {
      422: 'VALIDATION_FAILED: `details: [{ path, code, message }]`, e.g. an amount or term the program lacks',
    },
    handle: async (c, { body, key }) => c.json(await quoteFor(key!, body)),
  });

  const inquiryRoute = declarePublicRoute({
    method: 'post',
    path: '/keys/:apiKey/inquiries',
    caller: 'vendor-key',
    summary: "Send a buyer's inquiry; the quote is recomputed on the server",
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description:
          'Chosen by the client per submission; a retry with the same value returns the first answer',
        pattern: IDEMPOTENCY_KEY_PATTERN,
      },
    ],
    body: InquirySubmissionSchema,
    // A retry gets the first answer even if the body or the program changed since: it was already received.
    bodyCheck: 'handler',
    response: { status: 201, description: 'Received', schema: inquiryReceipt },
    alsoAnswers: { 200: 'A retry: the first answer, nothing created' },
    errors: {
      400: 'Idempotency-Key missing or malformed',
      409: 'Two copies raced and the first did not finish: retry',
      422: 'VALIDATION_FAILED with spec §5 messages per field',
    },
    handle: async (c, { body, key }) => {
      const idempotencyKey = c.req.header('idempotency-key') ?? '';
      if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        throw new HttpError(
          400,
          'BadRequestError',
          'The Idempotency-Key header is required: 8 to 80 characters of A-Z, a-z, 0-9, _ and -.',
          { code: 'INVALID_PARAMETER_VALUE' },
        );
      }
      const insert = async () => {
        const submission = validatePublicBody(InquirySubmissionSchema, body);
        const quote = await quoteFor(key!, submission);
        const id = await insertInquiry(db, { key: key!, idempotencyKey, submission, quote });
        return id === undefined ? undefined : { id, status: 'New' as const, quote };
      };
      const once = await createOnce(() => findInquiryReceipt(db, key!.id, idempotencyKey), insert);
      if (!once)
        throw new HttpError(409, 'ConflictError', 'The submission could not be recorded; please retry.');
      return c.json(once.value, once.created ? 201 : 200);
    },
  });

  return [offerRoute, quoteRoute, inquiryRoute];
}
