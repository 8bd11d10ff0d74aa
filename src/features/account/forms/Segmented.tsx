/** A row of radio buttons drawn as segments: one choice of a few, its legend for screen readers. */
export function Segmented<Value extends string>(props: {
  legend: string;
  name: string;
  options: ReadonlyArray<readonly [Value, string]>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
