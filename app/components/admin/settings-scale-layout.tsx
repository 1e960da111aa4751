/**
 * The scale's barcode layout in Settings: what the shop's label scales print (their prefixes,
 * the weight or the price, its digits), with the label such a scale prints for an example, drawn
 * again as the owner changes the form (and as saved, without JavaScript).
 */
import { useState } from 'react';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { scaleExample, type ScaleLayoutFields } from '#app/lib/settings-counter-view.ts';
import {
  headingClass,
  sectionClass,
  SettingsPostForm,
  SettingsSubmit,
  type AnswerFor,
} from './settings-counters.tsx';

function Choice(props: {
  name: keyof ScaleLayoutFields;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `scale-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        {...fieldErrorWiring(id, props.error)}
        className="mt-1 block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm"
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError controlId={id} error={props.error} />
    </div>
  );
}

/** The layout's settings that take one of a few values: a select each, in this order. */
const CHOICES: ReadonlyArray<{
  name: 'scaleMeasure' | 'scaleValueDigits' | 'scalePriceDecimals';
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
}> = [
  {
    name: 'scaleMeasure',
    label: 'The barcode carries',
    options: [
      ['grams', 'The weight, in grams'],
      ['price', 'The price'],
    ],
  },
  {
    name: 'scaleValueDigits',
    label: 'Digits of the weight or price',
    options: [
      ['4', '4'],
      ['5', '5'],
      ['6', '6'],
    ],
  },
  {
    name: 'scalePriceDecimals',
    label: 'Price decimals',
    options: [
      ['2', '2 (paise)'],
      ['1', '1'],
      ['0', '0 (whole rupees)'],
    ],
  },
];

/** The fields as posted back with an error, else as saved. */
function startingFields(
  saved: ScaleLayoutFields,
  typed: Partial<Record<string, string>> | undefined,
) {
  if (!typed) return saved;
  return {
    scalePrefixes: typed.scalePrefixes ?? saved.scalePrefixes,
    scaleMeasure: typed.scaleMeasure ?? saved.scaleMeasure,
    scalePriceDecimals: typed.scalePriceDecimals ?? saved.scalePriceDecimals,
    scaleValueDigits: typed.scaleValueDigits ?? saved.scaleValueDigits,
    scaleValueCheckDigit: typed.scaleValueCheckDigit === 'on',
  };
}

export function ScaleLayoutSettings(props: { layout: ScaleLayoutFields; answerFor: AnswerFor }) {
  const answer = props.answerFor('save-scale-layout');
  const errors = answer?.fieldErrors ?? {};
  const [fields, setFields] = useState(() => startingFields(props.layout, answer?.values));
  const set = (name: keyof ScaleLayoutFields) => (value: string | boolean) =>
    setFields((now) => ({ ...now, [name]: value }));
  const example = scaleExample(fields);
  return (
    <section aria-labelledby="scale" className={sectionClass}>
      <h2 id="scale" className={headingClass}>
        Weighing scale
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        The barcode the shop’s label scales print (EAN-13, starting 20 to 29), as set on the scale:
        the product’s counter code, then the weight or the price. Compare the example with a label
        your scale prints for the same.
      </p>
      <SettingsPostForm intent="save-scale-layout" className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Prefixes"
            name="scalePrefixes"
            hint="Two digits from 20 to 29, like 21, or 21, 22, or 20-29."
            value={fields.scalePrefixes}
            onChange={(event) => set('scalePrefixes')(event.currentTarget.value)}
            error={errors.scalePrefixes}
          />
          {CHOICES.map((choice) => (
            <Choice
              key={choice.name}
              {...choice}
              value={fields[choice.name]}
              error={errors[choice.name]}
              onChange={set(choice.name)}
            />
          ))}
        </div>
        <div>
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              name="scaleValueCheckDigit"
              checked={fields.scaleValueCheckDigit}
              onChange={(event) => set('scaleValueCheckDigit')(event.currentTarget.checked)}
              {...fieldErrorWiring('scale-check-digit', errors.scaleValueCheckDigit)}
              className="size-4 accent-maroon-700"
            />
            A check digit before the weight or price
          </label>
          <FieldError controlId="scale-check-digit" error={errors.scaleValueCheckDigit} />
        </div>
        <div aria-live="polite" className="rounded-lg bg-saffron-50 p-4 text-sm text-stone-800">
          {example.ok ? (
            <>
              <p>
                Layout <span className="font-mono">{example.pattern}</span>: a product’s counter
                code has up to {example.codeDigits} digits.
              </p>
              <p className="mt-1">
                Example: {example.reads} is labelled{' '}
                <span className="font-mono font-semibold">{example.barcode}</span>
              </p>
            </>
          ) : (
            <p>{example.problem}</p>
          )}
        </div>
        <SettingsSubmit at="foot" variant="festival">
          Save scale layout
        </SettingsSubmit>
      </SettingsPostForm>
    </section>
  );
}
