import type { ColumnType } from 'kysely';

export interface PaymentInstructionGroup {
  title: string;
  steps: string[];
}

export interface PaymentMethodsTable {
  code: string;
  name: string;
  group_code: 'va' | 'ewallet' | 'qris' | 'retail';
  group_name: string;
  fee_type: 'flat' | 'percent';
  fee_value: number;
  min_amount: ColumnType<number, number | undefined, number>;
  max_amount: ColumnType<number, number | undefined, number>;
  logo_url: string | null;
  instructions: ColumnType<PaymentInstructionGroup[], string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}
