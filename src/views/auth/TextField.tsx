// A labelled text input that shows its error with an icon on a tinted background (VALID-GENERIC-2/3),
// tied to the input by aria-describedby and aria-invalid and announced politely when it appears.
// Shows what it is given: rules and messages come from the machine (machines/auth/validation.ts). A blur
// caused by pressing another control is reported after that control's click (no lost clicks).
import { Box, Flex, Input, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode, type Ref } from 'react';
import { afterPointerRelease, watchPointers } from '../shared/after-pointer-release.ts';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** The message to show; null or undefined shows none. */
  error?: string | null;
  /** Help shown under the input and read with it (e.g. the password hint). */
  hint?: string | null;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** A control inside the input's end (e.g. a show/hide toggle); it receives the input's id. */
  endElement?: (inputId: string) => ReactNode;
  /** Shown under the error (e.g. an offer that goes with the message). */
  children?: ReactNode;
}

const ErrorIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
  </svg>
);

export function TextField({ inputRef, ...props }: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = props.error ?? null;
  const onBlur = props.onBlur;
  useEffect(watchPointers, []);
  const describedBy = [props.hint ? hintId : null, error ? errorId : null].filter((part) => part !== null).join(' ');

  return (
    <Box>
      <chakra.label htmlFor={inputId} display="block" fontWeight="600" fontSize="sm" mb="1.5">
        {props.label}
      </chakra.label>
      <Box position="relative">
        <Input
          id={inputId}
          ref={inputRef}
          name={props.name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={onBlur === undefined ? undefined : () => afterPointerRelease(onBlur)}
          readOnly={props.readOnly}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          bg={error ? 'bg.error' : props.readOnly ? 'bg.subtle' : 'white'}
          borderColor={error ? 'border.error' : undefined}
          pe={props.endElement ? '20' : undefined}
        />
        {props.endElement && (
          <Flex position="absolute" insetEnd="1" top="0" bottom="0" align="center" zIndex="1">
            {props.endElement(inputId)}
          </Flex>
        )}
      </Box>
      {props.hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
          {props.hint}
        </Text>
      )}
      {/* Always present so screen readers announce a message when it appears (aria-live). */}
      <Box aria-live="polite">
        {error && (
          <Flex id={errorId} data-testid="field-error" mt="1.5" gap="1.5" align="center" px="2" py="1" borderRadius="sm" bg="bg.error" color="fg.error" fontSize="sm">
            <ErrorIcon />
            <Text as="span">{error}</Text>
          </Flex>
        )}
      </Box>
      {props.children}
    </Box>
  );
}
