/** A drawing of the builder for the hero: pure markup, no images to download. */
export function BuilderPreview() {
  return (
    <div aria-hidden className="relative">
      <div className="rounded-2xl border border-border bg-card p-3 shadow-2xl shadow-indigo-500/10">
        <div className="flex items-center gap-1.5 border-b border-border px-2 pb-3">
          <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-green-400" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-muted" />
        </div>
        <div className="grid grid-cols-[5rem_1fr] gap-3 pt-3 sm:grid-cols-[7rem_1fr]">
          <div className="space-y-2">
            {['Section', 'Heading', 'Text', 'Image', 'Button', 'Form'].map((label) => (
              <div
                key={label}
                className="rounded-md border border-border bg-background px-2 py-1.5 text-[10px] font-medium text-muted-foreground sm:text-xs"
              >
                {label}
              </div>
            ))}
          </div>
          <div className="space-y-3 rounded-lg bg-background p-3">
            <div className="rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 p-4 text-white">
              <div className="h-3 w-2/3 rounded bg-white/90" />
              <div className="mt-2 h-2 w-1/2 rounded bg-white/60" />
              <div className="mt-4 h-6 w-20 rounded-md bg-white" />
            </div>
            <div className="grid grid-cols-3 gap-2">
              {[0, 1, 2].map((i) => (
                <div key={i} className="rounded-md border border-border bg-card p-2">
                  <div className="h-10 rounded bg-muted" />
                  <div className="mt-2 h-2 w-3/4 rounded bg-muted-foreground/30" />
                  <div className="mt-1 h-2 w-1/2 rounded bg-muted-foreground/20" />
                </div>
              ))}
            </div>
            <div className="rounded-md border-2 border-dashed border-primary/60 bg-accent/60 py-3 text-center text-[10px] font-medium text-accent-foreground sm:text-xs">
              Drop here
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
