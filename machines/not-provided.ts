// What a machine's to-be-provided actors and actions do until the app or a test supplies them with
// .provide(): they throw "'load product' is not provided", so a missing wiring never passes for a step done.
import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

export function notProvidedError(name: string, how = 'add it with .provide()'): Error {
  return new Error(`'${name}' is not provided: ${how}`);
}

/**
 * An action the app supplies. Run unprovided it throws, which stops the machine with the error
 * (XState reports an action's throw as the actor's error), instead of skipping a side effect.
 */
export function actionToProvide<TParams = undefined>(name: string): (_args: unknown, _params: TParams) => never {
  return () => {
    throw notProvidedError(name);
  };
}

/**
 * An actor the app supplies. Started unprovided it throws. XState hands an invoked actor's throw
 * to the invoking state's onError like any failed call, and some onError paths carry on (a failed
 * reload does not undo a payment), so the error is also thrown again outside the machine, where a
 * test run or the browser console reports it (docs/decisions/0026).
 */
export function actorToProvide<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => {
    const error = notProvidedError(name);
    queueMicrotask(() => {
      throw error;
    });
    throw error;
  });
}
