import {
  quoteFromProgram,
  type ProgramTerms,
  type PromoTerms,
  type WidgetQuote,
} from '../../features/widget-api/index.ts';

/**
 * The quote a demo buyer saw, priced exactly as the live calculator prices it (the best credit tier,
 * through `@lendline/finance`), with the promo where it applies and without it where it does not.
 */
export function demoQuote(
  program: ProgramTerms,
  request: { equipmentCost: number; termMonths: number },
  promo: PromoTerms | undefined,
): WidgetQuote {
  const withPromo = promo ? quoteFromProgram(program, request, promo) : undefined;
  if (withPromo?.ok) return withPromo.quote;
  const plain = quoteFromProgram(program, request);
  if (!plain.ok) {
    throw new Error(`Demo inquiry on ${program.name} cannot be quoted: ${plain.problems[0]!.message}`);
  }
  return plain.quote;
}
