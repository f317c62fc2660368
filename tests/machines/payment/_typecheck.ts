import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { paymentImplementations, type PaymentPorts } from '../../../machines/payment/implementations.ts';
declare const ports: PaymentPorts;
export const m = paymentMachine.provide(paymentImplementations(ports));
