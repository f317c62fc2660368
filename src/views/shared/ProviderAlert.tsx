// PAY-4, ERR-CHECKOUT-4: the card provider's message in a red alert above the form (page 2 and the
// billing widget's form), scrolled into view when it appears above a long form.
import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export function ProviderAlert({ message }: { message: string }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alertRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  return (
    <Alert.Root ref={alertRef} status="error" variant="solid" bg="brand.alertRed" role="alert" mb="5" borderRadius="l2" scrollMarginTop="24">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="600">{message}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
