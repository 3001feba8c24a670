/**
 * A logistic model as the engine's learned readings keep it (./clause-model, ./run-on-model): a weight for each fact it
 * has learned, and its bias. scripts/learning.ts fits them.
 */
export interface Weights {
  bias: number;
  weights: Record<string, number>;
}

/** The model's sum over the facts it is given: above zero, it answers yes. Facts it never learned weigh nothing. */
export const weigh = ({ bias, weights }: Weights, facts: readonly string[]) => facts.reduce((sum, fact) => sum + (weights[fact] ?? 0), bias);
