import { policyLines } from '@lintas/domain/cancellation-policy';
import type { StaffPolicyResult } from '@lintas/domain/staff-policy-schemas';
import { useState } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useOperatorPolicy, useSaveOperatorPolicy } from '../api/operator-policy';
import { formProblem, type FormProblem } from '../lib/form-errors';
import { POLICY_FIELDS, type PolicyForm, policyForm, policyOfForm } from '../lib/policy-form';
import { CheckInput, SelectInput, TextInput } from './editor-fields';
import editor from './editor.module.css';
import styles from './office.module.css';
import { OperatorData, OperatorSelect, useOperatorScope } from './operator-scope';
import own from './policy.module.css';
import { SaveFeedback } from './save-feedback';

const LOWER_FARE_OPTIONS = [
  ['keep', 'Tidak dikembalikan'],
  ['refund', 'Dikembalikan ke pemesan'],
] as const;

/**
 * /operator/kebijakan: an operator's after-sale policy (decision 0037): until how many
 * hours before departure a paid ticket may be cancelled, what comes back with and without
 * refund assurance, and until when and for what fee a ticket may be moved. A preview says
 * it in the sentences the customer reads (policyLines, as the seat page and the ticket
 * do). A petugas edits their own operator's; an admin chooses one.
 */
export function PolicyPage() {
  const scope = useOperatorScope();
  const { operator } = scope;
  const policy = useOperatorPolicy(operator);

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorPolicy.title} />
      <div className={styles.pageHead}>
        <h1>Kebijakan Pembatalan</h1>
        <p className={styles.muted}>
          Sampai kapan tiket yang sudah dibayar dapat dibatalkan atau diubah jadwalnya, dan berapa
          yang dikembalikan. Berlaku untuk pembatalan berikutnya, juga tiket yang sudah terjual.
        </p>
      </div>

      {scope.isAdmin ? (
        <section className={`${styles.toolbar} ${own.toolbar}`} aria-label="Pilih operator">
          <OperatorSelect scope={scope} onChosen={() => undefined} />
        </section>
      ) : null}

      <OperatorData
        operator={operator}
        query={policy}
        loadingLabel="Memuat kebijakan…"
        errorTitle="Kebijakan gagal dimuat"
      >
        {(data) => <PolicyEditor key={data.operator_kode} data={data} />}
      </OperatorData>
    </div>
  );
}

function PolicyEditor({ data }: { data: StaffPolicyResult }) {
  const save = useSaveOperatorPolicy();
  const [form, setForm] = useState<PolicyForm>(() => policyForm(data.kebijakan));
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<(FormProblem & { general: boolean }) | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const name = data.operator_nama;

  const parsed = policyOfForm(form);
  const errors = { ...(problem?.fields ?? {}), ...(tried ? (parsed.problems ?? {}) : {}) };
  const hasFieldErrors = Object.keys(errors).length > 0;

  /** A change after a save is a new draft: the notice and that field's refusal no longer fit. */
  const set =
    <K extends keyof PolicyForm>(key: K) =>
    (value: PolicyForm[K]) => {
      setSaved(null);
      setForm((current) => ({ ...current, [key]: value }));
      const field = (POLICY_FIELDS as Partial<Record<keyof PolicyForm, string>>)[key];
      if (field && problem?.fields[field]) {
        const { [field]: _gone, ...rest } = problem.fields;
        setProblem({ ...problem, fields: rest });
      }
    };
  const text = (key: keyof typeof POLICY_FIELDS) => ({
    name: POLICY_FIELDS[key],
    errors,
    value: form[key],
    onChange: set(key),
    inputMode: 'numeric' as const,
  });

  const send = (kebijakan: StaffPolicyResult['kebijakan'] | null) => {
    setProblem(null);
    setSaved(null);
    save.mutate(
      { operator_kode: data.operator_kode, kebijakan },
      {
        onSuccess: (result) => {
          setTried(false);
          setForm(policyForm(result.kebijakan));
          setSaved(
            result.berubah === false
              ? 'Tidak ada yang berubah: kebijakan ini sudah berlaku.'
              : kebijakan === null
                ? `${name} kembali memakai kebijakan bawaan.`
                : `Kebijakan ${name} disimpan. Berlaku untuk pembatalan berikutnya.`,
          );
        },
        onError: (error) => {
          const refusal = formProblem(error);
          setProblem({ ...refusal, general: Object.keys(refusal.fields).length === 0 });
        },
      },
    );
  };

  return (
    <form
      className={styles.stack}
      aria-label={`Kebijakan pembatalan ${name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (parsed.policy) send(parsed.policy);
      }}
    >
      <p className={own.state}>
        <span className={styles.badge} data-status={data.bawaan ? undefined : 'refunded'}>
          {data.bawaan ? 'Kebijakan bawaan' : 'Kebijakan sendiri'}
        </span>
        <span className={styles.muted}>
          {data.bawaan
            ? `${name} belum punya kebijakan sendiri; simpan untuk membuatnya.`
            : `${name} memakai kebijakan ini.`}
        </span>
      </p>
      <section className={styles.card} aria-labelledby="policy-cancel">
        <h2 id="policy-cancel">Pembatalan tiket</h2>
        <div className={own.single}>
          <TextInput
            label="Batas pembatalan (jam sebelum berangkat)"
            hint="0: sampai jam keberangkatan"
            {...text('cancelHours')}
          />
        </div>
        <div className={own.tiers}>
          <fieldset className={own.tier}>
            <legend>Dengan Asuransi Refund</legend>
            <TextInput
              label="Refund (% harga tiket)"
              hint="0: tidak ada refund"
              {...text('withPercent')}
            />
            <TextInput
              label="Berlaku sampai (jam sebelum berangkat)"
              hint="Tidak kurang dari batas pembatalan"
              {...text('withHours')}
            />
          </fieldset>
          <fieldset className={own.tier}>
            <legend>Tanpa Asuransi Refund</legend>
            <TextInput
              label="Refund (% harga tiket)"
              hint="0: tidak ada refund"
              {...text('withoutPercent')}
            />
            <TextInput
              label="Berlaku sampai (jam sebelum berangkat)"
              hint="Tidak kurang dari batas pembatalan"
              {...text('withoutHours')}
            />
          </fieldset>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="policy-reschedule">
        <h2 id="policy-reschedule">Ubah jadwal</h2>
        <div className={`${editor.grid} ${own.row}`}>
          <CheckInput
            label="Tiket boleh diubah jadwalnya"
            name="kebijakan.reschedule.allowed"
            errors={errors}
            checked={form.rescheduleAllowed}
            onChange={set('rescheduleAllowed')}
          />
          <TextInput
            label="Batas ubah jadwal (jam sebelum berangkat)"
            {...text('rescheduleHours')}
          />
          <TextInput label="Biaya per penumpang (Rp)" {...text('fee')} />
          <SelectInput
            label="Bila jadwal baru lebih murah, selisihnya"
            name="kebijakan.reschedule.lowerFare"
            errors={errors}
            value={form.lowerFare}
            onChange={(value) => set('lowerFare')(value === 'refund' ? 'refund' : 'keep')}
            options={LOWER_FARE_OPTIONS}
          />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="policy-preview" aria-live="polite">
        <h2 id="policy-preview">Yang dibaca pelanggan</h2>
        {parsed.policy ? (
          <ul className={own.lines} aria-label="Pratinjau kebijakan">
            {policyLines(parsed.policy).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            Isi setiap kolom dengan angka bulat untuk melihat pratinjau.
          </p>
        )}
      </section>

      {hasFieldErrors ? (
        <p className={styles.alert} role="alert">
          Periksa kembali isian yang ditandai.
        </p>
      ) : null}
      {/* A refusal naming fields is said under them (and gone as each is changed); one
          naming none (the operator gone, the network) is said here. */}
      <SaveFeedback
        save={{ isError: problem?.general ?? false, error: save.error }}
        saved={saved}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} loadingText="Menyimpan…">
          Simpan kebijakan
        </Button>
        {data.bawaan ? null : (
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            Kembalikan ke bawaan
          </Button>
        )}
      </div>
    </form>
  );
}
