import { useNavigation } from "@remix-run/react";

/** A thin bar at the top while a navigation or submission is under way (JS only). */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    // Decoration only (hidden from assistive technology): pending buttons say "Saving..." etc.
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-amber-500 transition-transform duration-700 ease-out ${
        busy ? "scale-x-75" : "scale-x-0 opacity-0"
      }`}
    />
  );
}
