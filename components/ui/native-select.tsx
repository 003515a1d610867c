type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapper (width, margins); `className` goes on the `<select>` itself. */
  wrapperClassName?: string;
};

/**
 * A styled plain `<select>`: works without JavaScript, for server-rendered forms and simple filters. The chevron is
 * drawn by the wrapper's stylesheet (`.ui-select-wrap`, app/ui.css), so a client form that uses it ships no icon.
 */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={wrapperClassName ? `ui-select-wrap ${wrapperClassName}` : "ui-select-wrap"}>
      <select data-slot="native-select" className={className ? `ui-control ui-native-select ${className}` : "ui-control ui-native-select"} {...props}>
        {children}
      </select>
    </div>
  );
}
