// The coupon box (PAGE0-2, CART-1/2, COUPON-1..5, COUPON-UI-1..5): the 'Coupon code' field with
// Apply (Enter applies too), the coupon actor's message under it, and the applied coupon chip.
// Organisation checkout hides the entry; a coupon found in a price answer still shows.
import { Box, Button, Field, Flex, Input, Separator } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import { selectAppliedCoupon, selectCanRemove, selectCarryOverNote } from '../../../machines/coupon/selectors.ts';
import type { CouponRef } from './actor-refs.ts';
import { AppliedCoupon } from './AppliedCoupon.tsx';
import { ErrorIcon } from '../shared/icons.tsx';
import { COUPON_BOX_TEXTS } from './texts.ts';
import { EARLY_PRESS_ATTRIBUTE } from '../../app/early-presses.ts';

export interface CouponBoxProps {
  actorRef: CouponRef;
  /** CART-2: organisation checkout. */
  entryHidden: boolean;
}

export function CouponBox({ actorRef, entryHidden }: CouponBoxProps) {
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      text: snapshot.context.text,
      message: snapshot.context.message,
      applied: selectAppliedCoupon(snapshot.context),
      canRemove: selectCanRemove(snapshot.context),
      // While another code is checked the box takes no 'remove coupon': the button stays, disabled.
      removeOffered: snapshot.can({ type: 'remove coupon' }),
      note: selectCarryOverNote(snapshot.context),
      checking: snapshot.matches('checking the coupon'),
      hidden: snapshot.matches('coupon entry hidden'),
    }),
    shallowEqual,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  // The message is read with the input (aria-describedby); Chakra's field only sets
  // aria-errormessage, which few screen readers follow.
  const errorId = `${useId()}-coupon-error`;
  const showEntry = !entryHidden && !view.hidden;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'apply coupon' });
  };
  const remove = () => {
    actorRef.send({ type: 'remove coupon' });
    // The chip's button goes away with the coupon: keep focus in the box.
    inputRef.current?.focus();
  };

  if (!showEntry && view.applied === null) return null;

  return (
    <Box display="flex" flexDirection="column" gap="3">
      <Separator mt="4" mb="1" />
      {showEntry && (
        <form onSubmit={apply} noValidate>
          <Field.Root invalid={view.message !== null} ids={{ errorText: errorId }}>
            <Field.Label fontSize="sm" fontWeight="600">
              {COUPON_BOX_TEXTS.label}
            </Field.Label>
            <Flex gap="2" w="full">
              <Input
                ref={inputRef}
                name="coupon"
                value={view.text}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby={view.message !== null ? errorId : undefined}
                bg="white"
                onChange={(event) => actorRef.send({ type: 'type coupon', value: event.target.value })}
              />
              <Button type="submit" variant="outline" colorPalette="primary" flexShrink={0} loading={view.checking} loadingText={COUPON_BOX_TEXTS.checking} {...{ [EARLY_PRESS_ATTRIBUTE]: 'apply coupon' }}>
                {COUPON_BOX_TEXTS.apply}
              </Button>
            </Flex>
            <Field.ErrorText role="alert" display="flex" alignItems="flex-start" gap="1.5">
              <Box as="span" flexShrink={0} mt="0.5">
                <ErrorIcon />
              </Box>
              {view.message}
            </Field.ErrorText>
          </Field.Root>
        </form>
      )}
      <div role="status">
        {view.applied !== null && <AppliedCoupon coupon={view.applied} canRemove={view.canRemove} removeDisabled={!view.removeOffered} note={view.note} onRemove={remove} />}
      </div>
    </Box>
  );
}
