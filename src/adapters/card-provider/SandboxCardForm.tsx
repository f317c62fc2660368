// The sandbox card provider's form: its own fields, with the labels and field messages of Stripe's
// payment and address elements, confirming against the sandbox's /__cards/* service (no toast:
// a decline is shown once, in the page's red alert). Registers itself with the card-provider registry.
import { Box, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { CardFormState } from '../../../machines/payment/card-provider-port.ts';
import type { CardProviderRegistry } from './registry.ts';
import { failed } from './results.ts';
import type { Authenticate, ChallengeResult, SandboxCardClient } from './sandbox-client.ts';
import { readChallengeMessage } from './sandbox-client.ts';
import { detectBrand } from '../../lib/cards.ts';
import {
  BRAND_NAMES,
  COUNTRIES,
  EMPTY_VALUES,
  addressErrors,
  billingAddressOf,
  formStateOf,
  formatCardNumber,
  formatExpiry,
  paymentErrors,
  paymentMethodBody,
  type AddressFields,
  type EntryMethod,
  type FieldErrors,
  type FieldName,
  type SandboxFormValues,
} from './sandbox-fields.ts';

export interface SandboxCardFormProps {
  client: SandboxCardClient;
  registry: CardProviderRegistry;
  /** Group products may also pay by US bank account (CONST-23, CONST-24). */
  audience: 'individual' | 'group';
  /** Every change: completeness, address and phone (the page sends them to pricing and payment). */
  onChange: (state: CardFormState) => void;
  /** What the payment actor kept from an earlier mount (Back then Forward): the address and phone; card fields start empty. */
  kept?: CardFormState | null;
  disabled?: boolean;
  /** The clock the expiry is checked against (tests). */
  now?: () => Date;
}

const systemNow = () => new Date();

/** The empty form, with the address and phone the payment actor kept, if any. */
function startingValues(kept: CardFormState | null): SandboxFormValues {
  if (kept === null || (kept.address === null && kept.phone === null)) return EMPTY_VALUES;
  const address = kept.address;
  return {
    ...EMPTY_VALUES,
    address: {
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country || EMPTY_VALUES.address.country,
      phone: kept.phone ?? '',
    },
  };
}

/** Individual products take cards only: a bank choice left over from a group product is ignored. */
const effective = (values: SandboxFormValues, audience: 'individual' | 'group'): SandboxFormValues =>
  audience === 'group' || values.method === 'card' ? values : { ...values, method: 'card' };

interface ChallengeView {
  url: string;
  intentId: string;
}

export function SandboxCardForm({ client, registry, audience, onChange, kept = null, disabled = false, now = systemNow }: SandboxCardFormProps) {
  const [values, setValues] = useState<SandboxFormValues>(() => startingValues(kept));
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [challenge, setChallenge] = useState<ChallengeView | null>(null);

  const current = effective(values, audience);
  const latest = useRef({ values: current, now, onChange });
  const settleChallenge = useRef<((result: ChallengeResult) => void) | null>(null);

  useEffect(() => {
    latest.current = { values: current, now, onChange };
  });

  // Report the starting state once, so the page knows the form is empty.
  useEffect(() => {
    latest.current.onChange(formStateOf(latest.current.values, latest.current.now()));
  }, []);

  useEffect(() => {
    const authenticate: Authenticate = (view) =>
      new Promise((resolve) => {
        settleChallenge.current = (result) => {
          settleChallenge.current = null;
          setChallenge(null);
          resolve(result);
        };
        setChallenge(view);
      });
    const confirm = (kind: 'payment' | 'setup', clientSecret: string) => {
      const entered = latest.current.values;
      const billing = { address: billingAddressOf(entered.address), phone: entered.address.phone.trim() || null };
      return client.confirm(kind, { clientSecret, paymentMethod: paymentMethodBody(entered), billing }, authenticate);
    };
    return registry.registerCardForm({
      async submit() {
        setShowAll(true);
        const entered = latest.current.values;
        const errors: FieldErrors = { ...paymentErrors(entered, latest.current.now()), ...addressErrors(entered.address) };
        const first = Object.values(errors)[0];
        return first ? failed({ type: 'validation_error', code: first.code, message: first.message }) : { status: 'ready' };
      },
      confirmPayment: ({ clientSecret }) => confirm('payment', clientSecret),
      confirmSetup: ({ clientSecret }) => confirm('setup', clientSecret),
    });
  }, [client, registry]);

  // The challenge page reports with postMessage; only the sandbox's own origin is believed.
  useEffect(() => {
    if (challenge === null) return;
    const onMessage = (event: MessageEvent) => {
      const result = readChallengeMessage(event, client.origin, challenge.intentId);
      if (result) settleChallenge.current?.(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [challenge, client.origin]);

  const update = (next: SandboxFormValues) => {
    setValues(next);
    onChange(formStateOf(effective(next, audience), now()));
  };
  const touch = (field: FieldName) => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)));

  const errors: FieldErrors = { ...paymentErrors(current, now()), ...addressErrors(current.address) };
  const shown = (field: FieldName): string | undefined => (showAll || touched.has(field) ? errors[field]?.message : undefined);

  const setCard = (field: 'number' | 'expiry' | 'cvc', format: (value: string) => string) => (event: ChangeEvent<HTMLInputElement>) =>
    update({ ...values, card: { ...values.card, [field]: format(event.target.value) } });
  const setBank = (field: 'routing' | 'account') => (event: ChangeEvent<HTMLInputElement>) =>
    update({ ...values, bank: { ...values.bank, [field]: event.target.value.replace(/\D/g, '').slice(0, field === 'routing' ? 9 : 17) } });
  const setAddress = (field: keyof AddressFields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    update({ ...values, address: { ...values.address, [field]: event.target.value } });
  const setMethod = (method: EntryMethod) => update({ ...values, method });

  const brand = detectBrand(current.card.number);
  const isUs = current.address.country === 'US';

  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
    <Stack gap="4">
      {audience === 'group' && (
        <Box as="fieldset" border="0" p="0" m="0">
          <Text as="legend" fontWeight="semibold" mb="2">
            Payment method
          </Text>
          <Stack direction="row" gap="6">
            {(['card', 'us_bank_account'] as const).map((method) => (
              <Box as="label" key={method} display="flex" alignItems="center" gap="2" cursor="pointer">
                <input type="radio" name="sandbox-payment-method" value={method} checked={current.method === method} onChange={() => setMethod(method)} />
                {method === 'card' ? 'Card' : 'US bank account'}
              </Box>
            ))}
          </Stack>
        </Box>
      )}

      {current.method === 'card' ? (
        <>
          <TextField
            label="Card number"
            value={current.card.number}
            error={shown('number')}
            helper={BRAND_NAMES[brand] || undefined}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            onChange={setCard('number', formatCardNumber)}
            onBlur={() => touch('number')}
          />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <TextField
              label="Expiration date"
              value={current.card.expiry}
              error={shown('expiry')}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM / YY"
              onChange={setCard('expiry', formatExpiry)}
              onBlur={() => touch('expiry')}
            />
            <TextField
              label="Security code"
              value={current.card.cvc}
              error={shown('cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="CVC"
              onChange={setCard('cvc', (v) => v.replace(/\D/g, '').slice(0, brand === 'amex' ? 4 : 3))}
              onBlur={() => touch('cvc')}
            />
          </Stack>
        </>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField label="Routing number" value={current.bank.routing} error={shown('routing')} inputMode="numeric" onChange={setBank('routing')} onBlur={() => touch('routing')} />
          <TextField label="Account number" value={current.bank.account} error={shown('account')} inputMode="numeric" onChange={setBank('account')} onBlur={() => touch('account')} />
        </Stack>
      )}

      <Field.Root invalid={shown('country') !== undefined} required>
        <Field.Label>Country or region</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field value={current.address.country} autoComplete="country" onChange={setAddress('country')} onBlur={() => touch('country')}>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <TextField label="Address line 1" value={current.address.address1} error={shown('address1')} autoComplete="address-line1" onChange={setAddress('address1')} onBlur={() => touch('address1')} />
      <TextField label="Address line 2" value={current.address.address2} optional autoComplete="address-line2" onChange={setAddress('address2')} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <TextField label="City" value={current.address.city} error={shown('city')} autoComplete="address-level2" onChange={setAddress('city')} onBlur={() => touch('city')} />
        <TextField label="State" value={current.address.state} error={shown('state')} autoComplete="address-level1" onChange={setAddress('state')} onBlur={() => touch('state')} />
        <TextField
          label={isUs ? 'ZIP code' : 'Postal code'}
          value={current.address.postalCode}
          error={shown('postalCode')}
          autoComplete="postal-code"
          onChange={setAddress('postalCode')}
          onBlur={() => touch('postalCode')}
        />
      </Stack>
      <TextField label="Phone number" value={current.address.phone} optional type="tel" autoComplete="tel" onChange={setAddress('phone')} />

      <ChallengeDialog challenge={challenge} onCancel={() => settleChallenge.current?.({ status: 'failed' })} />
    </Stack>
    </fieldset>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  helper?: string | undefined;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}

function TextField({ label, value, error, helper, optional = false, type = 'text', autoComplete, inputMode, placeholder, onChange, onBlur }: TextFieldProps) {
  // The message is also read with the input (aria-describedby): the field alone sets only
  // aria-errormessage, which few screen readers follow.
  const errorId = `${useId()}-error`;
  return (
    <Field.Root invalid={error !== undefined} required={!optional} flex="1" ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onChange={onChange}
        onBlur={onBlur}
        // Only with an error: the field's own aria-describedby names the helper text otherwise.
        {...(error !== undefined ? { 'aria-describedby': errorId } : {})}
      />
      {helper !== undefined && error === undefined && <Field.HelperText aria-live="polite">{helper}</Field.HelperText>}
      {/* Announced when it appears (role alert), and tied to the input by the field. */}
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}

function ChallengeDialog({ challenge, onCancel }: { challenge: ChallengeView | null; onCancel: () => void }): ReactNode {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={challenge !== null} onOpenChange={(details) => !details.open && onCancel()} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Authenticate your payment</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {challenge !== null && (
                <iframe title="Authenticate your payment" src={challenge.url} style={{ width: '100%', height: '380px', border: 0 }} />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
