#ifndef CGSL_SHIM_H
#define CGSL_SHIM_H

// The GSL headers the engine uses, and accessors for GSL's global tables.
// Swift 6 rejects reading mutable C globals such as `gsl_rng_mt19937` directly, so each one the
// engine needs is returned by a `static inline` function instead (see STYLE.md, "Rules of thumb" 2).

#include <gsl/gsl_errno.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_statistics_double.h>
#include <gsl/gsl_sort_double.h>
#include <gsl/gsl_fft_real.h>

/// The Mersenne Twister MT19937 generator table.
static inline const gsl_rng_type *cgsl_rng_mt19937(void) { return gsl_rng_mt19937; }
/// L'Ecuyer's RANLXD2 generator table (second-level luxury, double precision).
static inline const gsl_rng_type *cgsl_rng_ranlxd2(void) { return gsl_rng_ranlxd2; }
/// The Tausworthe TAUS2 generator table.
static inline const gsl_rng_type *cgsl_rng_taus2(void) { return gsl_rng_taus2; }

#endif
