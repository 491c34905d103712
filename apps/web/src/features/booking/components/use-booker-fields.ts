import { useRef, useState } from 'react';
import {
  passengerNamesFor,
  useBookingStore,
  type CustomerState,
} from '../../../stores/booking-store';
import { cleanTyping, validateFieldValue, type FieldKind } from './booker-form-rules';

type FieldId = string;

interface FieldSpec {
  id: FieldId;
  kind: FieldKind;
  value: string;
}

/**
 * The booker page's fields (the booker's name, e-mail and phone, one passenger name per
 * seat of go and of return): every value typed goes straight into the persisted store,
 * with the spec §5 validators on blur, and "Sama dengan pemesan" keeping the first
 * passenger of a direction equal to the booker. `propsFor(id)` is what a TextField takes.
 */
export function useBookerFields(
  customerState: CustomerState,
  goSeatCount: number,
  returnSeatCount: number,
) {
  const [errors, setErrors] = useState<Record<FieldId, string | null>>({});
  const fieldRefs = useRef(new Map<FieldId, HTMLInputElement>());
  const { customer, sameAsCustomerGo, sameAsCustomerReturn } = customerState;
  const actions = useBookingStore.getState();
  const goNames = passengerNamesFor(customerState, 'go', goSeatCount);
  const returnNames = passengerNamesFor(customerState, 'return', returnSeatCount);

  const fields: FieldSpec[] = [
    { id: 'booker-name', kind: 'name', value: customer.name },
    { id: 'booker-email', kind: 'email', value: customer.email },
    { id: 'booker-phone', kind: 'phonenumber', value: customer.phonenumber },
    ...goNames.map((value, i): FieldSpec => ({
      id: `passenger-go-${i}`,
      kind: 'passenger',
      value,
    })),
    ...returnNames.map((value, i): FieldSpec => ({
      id: `passenger-return-${i}`,
      kind: 'passenger',
      value,
    })),
  ];

  function setError(id: FieldId, message: string | null) {
    setErrors((current) => (current[id] === message ? current : { ...current, [id]: message }));
  }

  /** Stores a value; with `sameAsBooker` flags on, the booker's name flows to the first passengers. */
  function store(id: FieldId, value: string) {
    if (id === 'booker-name') {
      actions.setCustomer({ name: value });
      if (sameAsCustomerGo && goSeatCount > 0) actions.setPassengerName(0, value);
      if (sameAsCustomerReturn && returnSeatCount > 0) actions.setReturnPassengerName(0, value);
    } else if (id === 'booker-email') actions.setCustomer({ email: value });
    else if (id === 'booker-phone') actions.setCustomer({ phonenumber: value });
    else if (id.startsWith('passenger-go-'))
      actions.setPassengerName(Number(id.slice('passenger-go-'.length)), value);
    else if (id.startsWith('passenger-return-'))
      actions.setReturnPassengerName(Number(id.slice('passenger-return-'.length)), value);
  }

  function onType(field: FieldSpec, raw: string) {
    const typed = cleanTyping(field.kind, raw);
    store(field.id, typed.value);
    if (typed.removedBecause) setError(field.id, typed.removedBecause);
    // Once a field shows an error, it clears as soon as the value is right.
    else if (errors[field.id]) setError(field.id, validateFieldValue(field.kind, typed.value));
  }

  function onBlur(field: FieldSpec) {
    if (field.kind === 'email' && field.value !== field.value.trim())
      store(field.id, field.value.trim());
    setError(field.id, validateFieldValue(field.kind, field.value));
    if (field.id === 'booker-name') {
      if (sameAsCustomerGo && errors['passenger-go-0'])
        setError('passenger-go-0', validateFieldValue('passenger', field.value));
      if (sameAsCustomerReturn && errors['passenger-return-0'])
        setError('passenger-return-0', validateFieldValue('passenger', field.value));
    }
  }

  function toggleSameAsBooker(direction: 'go' | 'return', on: boolean) {
    if (direction === 'go') {
      actions.updateCustomerState({ sameAsCustomerGo: on });
      if (on) actions.setPassengerName(0, customer.name);
    } else {
      actions.updateCustomerState({ sameAsCustomerReturn: on });
      if (on) actions.setReturnPassengerName(0, customer.name);
    }
    const id = `passenger-${direction}-0`;
    if (on) setError(id, customer.name ? validateFieldValue('passenger', customer.name) : null);
  }

  /** Validates every field and shows the errors; focuses the first wrong one. Answers whether all are right. */
  function validateAll(): boolean {
    const next: Record<FieldId, string | null> = {};
    for (const field of fields) next[field.id] = validateFieldValue(field.kind, field.value);
    setErrors(next);
    const firstInvalid = fields.find((field) => next[field.id]);
    if (!firstInvalid) return true;
    fieldRefs.current.get(firstInvalid.id)?.focus();
    return false;
  }

  const register = (id: FieldId) => (node: HTMLInputElement | null) => {
    if (node) fieldRefs.current.set(id, node);
    else fieldRefs.current.delete(id);
  };

  const propsFor = (id: FieldId) => {
    const field = fields.find((candidate) => candidate.id === id);
    if (!field) return {};
    return {
      id: field.id,
      ref: register(field.id),
      value: field.value,
      error: errors[field.id] ?? null,
      onChange: (event: { target: { value: string } }) => onType(field, event.target.value),
      onBlur: () => onBlur(field),
    };
  };

  return { propsFor, toggleSameAsBooker, validateAll };
}

export type BookerFields = ReturnType<typeof useBookerFields>;
