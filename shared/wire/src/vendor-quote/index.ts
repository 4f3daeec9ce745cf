export * from './inquiry.ts';
export * from './names.ts';
export * from './promo.ts';
export * from './rate-program.ts';
export * from './vendor-api-key.ts';
export * from './vendor.ts';
export * from './widget-offer.ts';
