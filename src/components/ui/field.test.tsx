import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels its control and describes it by the hint', () => {
    render(
      <Field label="Slug" hint="Nur Kleinbuchstaben.">
        <Input />
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Slug' });
    expect(control).toHaveAccessibleDescription('Nur Kleinbuchstaben.');
    expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads the error with the hint', () => {
    render(
      <Field label="Ergebnisse" hint="Ein Ergebnis pro Zeile." error="Ergebnisse sind erforderlich">
        <Textarea />
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Ergebnisse' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(
      'Ein Ergebnis pro Zeile. Ergebnisse sind erforderlich',
    );
    expect(screen.getByText('Ergebnisse sind erforderlich')).toHaveClass('text-error');
  });

  it('gives every field its own ids', () => {
    render(
      <>
        <Field label="Vorname" error="fehlt">
          <Input />
        </Field>
        <Field label="Nachname" error="fehlt auch">
          <Input />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription('fehlt');
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveAccessibleDescription(
      'fehlt auch',
    );
  });

  it('keeps the control’s own props and shows what comes before and after it', () => {
    render(
      <Field
        label="Kunden-Logo"
        before={<span>Aktuelles Logo</span>}
        after={<span>Ausgewählt: logo.png</span>}
      >
        <input type="file" accept="image/*" />
      </Field>,
    );
    const input = screen.getByLabelText('Kunden-Logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Aktuelles Logo')).toBeInTheDocument();
    expect(screen.getByText('Ausgewählt: logo.png')).toBeInTheDocument();
  });
});
