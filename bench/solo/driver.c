/* A benchmark driver for Solo's generator: for each parameter string given,
 * call its new_desc on one thread for the given seconds and print the rate
 * as a Go benchmark line. Ours, beside the benchmark; never in the product. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "puzzles.h"

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The front-end functions the game's code refers to; the generator calls none. */
void frontend_default_colour(frontend *fe, float *output) { output[0] = output[1] = output[2] = 1; }
void fatal(const char *fmt, ...) { fprintf(stderr, "fatal: %s\n", fmt); exit(1); }
void get_random_seed(void **randseed, int *randseedsize) {
    static long s = 1; *randseed = &s; *randseedsize = sizeof(s);
}

int main(int argc, char **argv) {
    double secs = atof(argv[1]);
    for (int i = 2; i < argc; i++) {
        game_params *p = thegame.default_params();
        thegame.decode_params(p, argv[i]);
        const char *err = thegame.validate_params(p, true);
        if (err) { fprintf(stderr, "%s: %s\n", argv[i], err); return 1; }
        random_state *rs = random_new("benchmark", 9);
        long n = 0;
        double t0 = now(), t;
        do {
            char *aux = NULL;
            char *desc = thegame.new_desc(p, rs, &aux, false);
            sfree(desc); sfree(aux);
            n++;
            t = now() - t0;
        } while (t < secs);
        printf("BenchmarkSolo/%s\t%ld\t%.0f ns/op\t%.4g puzzles/s\n", argv[i], n, t * 1e9 / n, n / t);
        fflush(stdout);
        random_free(rs);
        thegame.free_params(p);
    }
    return 0;
}
/* drawing.c's status bar asks the midend, which the benchmark does not link. */
char *midend_rewrite_statusbar(midend *me, const char *text) { (void)me; return dupstr(text); }
