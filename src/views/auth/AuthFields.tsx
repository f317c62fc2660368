// The fields of one dialog page as the machine lists them (labels, values, visible errors, toggles,
// the email check's offer); sends 'change field', 'blur field' and the toggle. No rule lives here.
import { Box, Button, Grid, Text } from '@chakra-ui/react';
import type { AuthEvent } from '../../../machines/auth/events.ts';
import type { AuthFieldView } from '../../../machines/auth/selectors.ts';
import { AUTH_TEXTS } from '../../../machines/auth/texts.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import { TextField } from './TextField.tsx';

export type RegisterInput = (name: AuthField) => (element: HTMLInputElement | null) => void;
export type SendAuthEvent = (event: AuthEvent) => void;

export interface AuthFieldsProps {
  fields: readonly AuthFieldView[];
  send: SendAuthEvent;
  registerInput: RegisterInput;
  checkingEmail?: boolean;
  /** Two columns from medium screens up, or one. */
  columns: 1 | 2;
  /** Fields that take the whole row in two-column layouts. */
  fullWidth?: readonly AuthField[];
}

export function AuthFields({ fields, send, registerInput, checkingEmail = false, columns, fullWidth = [] }: AuthFieldsProps) {
  return (
    <Grid templateColumns={{ base: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' }} columnGap="4" rowGap="4">
      {fields.map((field) => (
        <Box
          key={`${field.name}${field.readOnly ? '-read-only' : ''}`}
          gridColumn={columns === 2 && (field.readOnly || fullWidth.includes(field.name)) ? { md: 'span 2' } : undefined}
        >
          <AuthFieldRow field={field} send={send} registerInput={registerInput} checkingEmail={checkingEmail && field.name === 'email'} />
        </Box>
      ))}
    </Grid>
  );
}

function AuthFieldRow({ field, send, registerInput, checkingEmail }: { field: AuthFieldView; send: SendAuthEvent; registerInput: RegisterInput; checkingEmail: boolean }) {
  const { toggle, offer } = field;
  return (
    <TextField
      name={field.name}
      label={field.label}
      type={field.inputType}
      autoComplete={field.autoComplete}
      value={field.value}
      error={field.error}
      hint={field.hint}
      readOnly={field.readOnly}
      required={!field.readOnly}
      inputRef={field.readOnly ? undefined : registerInput(field.name)}
      onChange={(value) => send({ type: 'change field', field: field.name, value })}
      onBlur={field.readOnly ? undefined : () => send({ type: 'blur field', field: field.name })}
      endElement={
        toggle
          ? (inputId) => (
              <Button
                type="button"
                size="xs"
                variant="ghost"
                aria-label={toggle.label}
                aria-controls={inputId}
                onClick={() => send({ type: 'toggle password visibility', field: toggle.field })}
              >
                {toggle.visible ? 'Hide' : 'Show'}
              </Button>
            )
          : undefined
      }
    >
      {checkingEmail && (
        <Text role="status" fontSize="xs" color="fg.muted" mt="1">
          {AUTH_TEXTS.checkingEmail}
        </Text>
      )}
      {offer && (
        <Button type="button" variant="plain" size="sm" px="0" mt="1" color="fg.info" textDecoration="underline" onClick={() => send({ type: offer.event })}>
          {offer.label}
        </Button>
      )}
    </TextField>
  );
}
