// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFields, FilterSelect, KeywordInput } from './filter-fields.tsx';
import { SwitchField } from './form-field.tsx';

afterEach(cleanup);

describe('the shared filter fields', () => {
  it('labels both dates, gives each its bounds and reports each change', () => {
    const onFromDate = vi.fn();
    const onToDate = vi.fn();
    render(
      <DateRangeFields
        id="f"
        small
        cellClass="col-6"
        fromDate="2020-01-01"
        toDate=""
        fromMax="2020-12-31"
        toMin="2020-01-01"
        onFromDate={onFromDate}
        onToDate={onToDate}
      />,
    );
    const from = screen.getByLabelText('From date');
    const to = screen.getByLabelText('To date');
    expect(from).toHaveProperty('id', 'f-from');
    expect(from.getAttribute('max')).toBe('2020-12-31');
    expect(to.getAttribute('min')).toBe('2020-01-01');
    expect(to.hasAttribute('max')).toBe(false);
    expect(from.className).toBe('form-control form-control-sm');
    fireEvent.change(to, { target: { value: '2021-05-06' } });
    expect(onToDate).toHaveBeenCalledWith('2021-05-06');
    expect(onFromDate).not.toHaveBeenCalled();
  });

  it('draws full-size dates when not small', () => {
    render(<DateRangeFields id="s" cellClass="col" fromDate="" toDate="" onFromDate={vi.fn()} onToDate={vi.fn()} />);
    expect(screen.getByLabelText('To date').className).toBe('form-control');
    expect(document.querySelector('label')?.className).toBe('form-label');
  });

  it('keeps the keyword within the search length and reports what is typed', () => {
    const onChange = vi.fn();
    render(<KeywordInput id="k" value="" placeholder="Type" describedBy="k-help" onChange={onChange} />);
    const box = screen.getByPlaceholderText('Type');
    expect(box.getAttribute('maxlength')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBe('k-help');
    fireEvent.change(box, { target: { value: 'lights' } });
    expect(onChange).toHaveBeenCalledWith('lights');
  });

  it('reads a switch with its help, and a switch without help with none', () => {
    const onChange = vi.fn();
    render(
      <>
        <SwitchField id="a" className="mb-0" label="With help" help="Says more." checked={false} onChange={onChange} />
        <SwitchField className="mb-0" label="Without help" checked onChange={vi.fn()} />
      </>,
    );
    const withHelp = screen.getByRole('switch', { name: 'With help', description: 'Says more.' });
    expect(screen.getByRole('switch', { name: 'Without help' }).hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(withHelp);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('offers any value first, and reports it as no value', () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        id="c"
        label="Country"
        className="col"
        value="FR"
        anyLabel="Any country"
        options={[
          ['DE', 'Germany'],
          ['FR', 'France'],
        ]}
        onChange={onChange}
      />,
    );
    const list = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...list.options].map((option) => option.text)).toEqual(['Any country', 'Germany', 'France']);
    expect(list.value).toBe('FR');
    fireEvent.change(list, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
