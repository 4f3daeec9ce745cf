/**
 * What the rest of the API may use of the widget API without reaching into it: the demo seed issues
 * vendor API keys the way the feature does, and prices its demo quotes with the same terms.
 */
export { apiKeyPrefix, generateApiKey, hashApiKey } from './api-key-secret.ts';
export {
  quoteFromProgram,
  type ProgramTerms,
  type PromoTerms,
  type WidgetQuote,
} from './quote-from-program.ts';
