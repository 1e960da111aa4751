/** The pay page's words: why a method cannot be paid with, and what an answer tells the buyer. */
import type { Toast } from '#core/action-answer.ts';

/** Why the order cannot be paid here now (its method is not set up), or null. */
export function payProblem(methodLabel: string, available: boolean): string | null {
  if (available) return null;
  return `${methodLabel} is not available at the moment. Please contact us to pay for this order.`;
}

/** The line above the pay button after an answer: a refusal with its reason, or a notice. */
export function payAlert(answer: { toast?: Toast; notice?: string } | undefined): string | null {
  const refused = answer?.toast;
  if (refused?.description) return `${refused.title}: ${refused.description}`;
  return refused?.title ?? answer?.notice ?? null;
}
