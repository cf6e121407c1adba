/** What a call cost, from its provider's `price` (per million tokens). Pure. */
import type { Price, ProviderConfig } from '../config/schema.js';
import type { Usage } from './types.js';

export function callCost(usage: Usage, price: Price): number {
  return (usage.input_tokens * price.input_per_mtok + usage.output_tokens * price.output_per_mtok) / 1_000_000;
}

export function priceOf(cfg: ProviderConfig | undefined): Price | undefined {
  return cfg !== undefined && (cfg.type === 'openai' || cfg.type === 'anthropic') ? cfg.price : undefined;
}
