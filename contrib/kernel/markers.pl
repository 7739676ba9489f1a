#!/usr/bin/perl
# check_markers' reader: markers.pl ARCH VMLINUX-LISTING [MODULE-LISTING...]
# reads `objdump -dt vmlinux` and `objdump -drt` listings of modules
# (ARCH x86_64 or arm64) and prints the direct calls of functions whose
# returns are checked that are not followed by the marker their check
# expects, ten at most, then "CALLS MISSING" (how many such calls there
# are, how many of them lack it).
#
# A check builds the negated marker and adds the marker found at the
# return address: x86_64 "mov $-HASH,%r10d; add 0x1(%r11),%r10d", its
# marker "cmp $HASH,%eax" in the 5-byte form (3d HASH); arm64 "movz w17,
# #lo; movk w17, #hi, lsl #16; cmn w16, w17", its marker the word HASH.
# A function with no check of its own that jumps to one with a check
# (assembly, or a compiler's tail call) returns through it: its callers
# must write that one's marker.
#
# In vmlinux functions are known by address (static ones share names).
# One with no symbol (a weak function another definition overrides: the
# linker keeps its code, not its name) starts at its endbr64 (x86_64,
# IBT) or after the data word of its kCFI preamble (arm64, which objdump
# shows as ".word"; data words are never taken for instructions).  In a
# module (relocatable: each section starts at 0) functions are known by
# section and offset; a branch to another module's or to vmlinux's
# function is a relocation naming it, whose check is found by name
# among the global symbols of all listings (their symbol tables; a
# static function elsewhere may have the same name), so every listing
# is read before any is checked.
use strict;
use warnings;
no warnings "portable";

my $arch = shift @ARGV // '';
die "usage: markers.pl x86_64|arm64 VMLINUX-LISTING [MODULE-LISTING...]\n"
  unless $arch eq 'x86_64' || $arch eq 'arm64' and @ARGV;

my ($calls, $bad) = (0, 0);
# The marker each checked global function expects, by name, over all
# listings; a name defined globally more than once is not used (defined
# counts them).
my (%want_by_name, %defined);

# decode LINE: the instruction of an objdump line as [ADDRESS, KIND,
# VALUE, TEXT, MARKER], or undef.  KIND: "start" (a function with no
# symbol starts here), "data", "lo"/"hi"/"imm" (the check's negated
# marker, or a part of it), "check" (the check's add), "call"/"jump"
# (VALUE: the target's address), "insn".  MARKER: the marker the
# instruction would be (-1: none).
sub decode {
  my ($line) = @_;
  if ($arch eq 'arm64') {
    return undef unless $line =~ /^\s*([0-9a-f]+):\t([0-9a-f]{8}) \t?(.*)$/;
    my ($at, $w, $text) = (hex($1), hex($2), $3);
    return [$at, 'data', 0, $text, -1] if $text =~ /^\.word/;
    return [$at, 'lo', ($w >> 5) & 0xffff, $text, $w]
      if ($w & 0xffe0001f) == 0x52800011;
    return [$at, 'hi', ($w >> 5) & 0xffff, $text, $w]
      if ($w & 0xffe0001f) == 0x72a00011;
    return [$at, 'check', 0, $text, $w] if $w == 0x2b11021f;
    if (($w & 0x7c000000) == 0x14000000) {
      my $t = $at + ((($w & 0x3ffffff) ^ 0x2000000) - 0x2000000) * 4;
      return [$at, $w >> 31 ? 'call' : 'jump', $t, $text, $w];
    }
    return [$at, 'insn', 0, $text, $w];
  }
  # x86_64; a line with bytes and no text continues the one before.
  return undef
    unless $line =~ /^\s*([0-9a-f]+):\t((?:[0-9a-f]{2} )+)\s*\t(.*)$/;
  my ($at, $bytes, $text) = (hex($1), $2, $3);
  my @b = split ' ', $bytes;
  my $marker = @b == 5 && $b[0] eq '3d' ? hex("$b[4]$b[3]$b[2]$b[1]") : -1;
  return [$at, 'start', 0, $text, $marker] if $text =~ /^endbr64/;
  return [$at, 'imm', hex($1), $text, $marker]
    if $text =~ /^mov +\$0x([0-9a-f]+),%r10d$/;
  return [$at, 'check', 0, $text, $marker]
    if $text =~ /^add +0x1\(%r11\),%r10d$/;
  return [$at, $1 eq 'call' ? 'call' : 'jump', hex($2), $text, $marker]
    if $text =~ /^(call|jmp) +([0-9a-f]+) </;
  return [$at, 'insn', 0, $text, $marker];
}

# relocation LINE: the target a branch's relocation names, as
# [SYMBOL, OFFSET], or undef.  x86_64's addend counts from the end of
# the 4-byte field.
sub relocation {
  my ($line) = @_;
  return undef
    unless $line =~ /^\s+[0-9a-f]+: R_(?:AARCH64_(?:CALL|JUMP)26|X86_64_(?:PLT|PC)32)\t([^+\-\s]+)(?:([+-])0x([0-9a-f]+))?$/;
  my $off = defined $3 ? hex($3) * ($2 eq '-' ? -1 : 1) : 0;
  $off += 4 if $arch eq 'x86_64';
  return [$1, $off];
}

# read_listing FILE MODULE: the listing FILE (MODULE: a module's) read
# once: its functions' names, its global symbols (global), the marker
# each checked function expects (want), its branches, each call with
# what follows it.  Adds its global names to defined and its checked
# global functions to want_by_name.
sub read_listing {
  my ($file, $module) = @_;
  my (%name, %key_of_name, %global, %want, @branches);
  my ($sec, $fn, $lo, $hi, $after_data, $pending, $call) = ('', '', 0, 0, 0);
  # A branch is [KIND, FUNCTION, TARGET, ADDRESS, SECTION, and for a
  # call the next instruction's MARKER and TEXT]; its target is a key of
  # this listing or "=NAME", a function that a relocation names.
  my $key = sub { return $module ? "$sec:$_[0]" : $_[0]; };
  open(my $in, '<', $file) or die "$file: $!\n";
  while (my $line = <$in>) {
    # A symbol table line: ADDRESS, 7 flag characters (binding first:
    # g global, u unique, w in the second for weak), SECTION, SIZE, NAME.
    if ($line =~ /^([0-9a-f]+) (.)(.).{5} (\S+)\t[0-9a-f]+ (?:\.hidden )?(\S+)$/) {
      $global{$5} = $module ? "$4:" . hex($1) : hex($1)
	if ($2 eq 'g' || $2 eq 'u' || $3 eq 'w') && $4 !~ /^\*/;
      next;
    }
    if ($line =~ /^Disassembly of section (\S+):$/) {
      ($sec, $after_data) = ($1, 0);
      next;
    }
    if ($line =~ /^([0-9a-f]+) <(.*)>:$/) {
      $fn = $key->(hex($1));
      $name{$fn} = $2;
      $key_of_name{$2} //= $fn;
      $after_data = 0;
      next;
    }
    my $r = relocation($line);
    if ($r && $pending) {
      my ($sym, $off) = @$r;
      $pending->[2] = $sym =~ /^\./ ? "$sym:$off" : "=$sym";
      undef $pending;
      next;
    }
    my $i = decode($line) or next;
    undef $pending;
    my ($at, $kind, $value) = @$i;
    if ($kind eq 'data') {
      $after_data = 1;
      next;
    }
    if ($call) {
      push @$call, $i->[4], $i->[3];
      undef $call;
    }
    if ($after_data || ($kind eq 'start' && $key->($at) ne $fn)) {
      $fn = $key->($at);
      $name{$fn} //= sprintf('(%x)', $at);
      $after_data = 0;
    }
    if ($kind eq 'lo' || $kind eq 'imm') {
      $lo = $value;
      $hi = 0;
    } elsif ($kind eq 'hi') {
      $hi = $value;
    } elsif ($kind eq 'check') {
      $want{$fn} //= (-($lo | $hi << 16)) & 0xffffffff;
    } elsif ($kind eq 'call' || $kind eq 'jump') {
      $pending = [$kind, $fn, $key->($value), $at, $sec];
      push @branches, $pending;
      $call = $pending if $kind eq 'call';
    }
  }
  close($in);
  die "$file: no symbol table (objdump -t)\n" unless %global;
  # Targets a relocation names that this listing defines are its own.
  for my $b (@branches) {
    next unless $b->[2] =~ /^=(.*)/;
    my $own = $global{$1} // $key_of_name{$1};
    $b->[2] = $own if defined $own;
  }
  $defined{$_}++ for keys %global;
  $want_by_name{$_} = $want{$global{$_}}
    for grep { exists $want{$global{$_}} } keys %global;
  return { file => $file, module => $module, name => \%name,
	   global => \%global, want => \%want, via => {},
	   branches => \@branches };
}

# want_of LISTING TARGET: the marker TARGET's check expects, or undef.
sub want_of {
  my ($l, $t) = @_;
  return $l->{want}{$t} unless $t =~ /^=(.*)/;
  return ($defined{$1} // 0) == 1 ? $want_by_name{$1} : undef;
}

# name_of LISTING TARGET: TARGET's name, for the report.
sub name_of {
  my ($l, $t) = @_;
  return $t =~ /^=(.*)/ ? $1 : $l->{name}{$t} // $t;
}

# through_jumps LISTING: a function with no check that jumps to one with
# a check expects that one's marker.
sub through_jumps {
  my ($l) = @_;
  my %jumps;
  for my $b (@{$l->{branches}}) {
    push @{$jumps{$b->[1]}}, $b->[2]
      if $b->[0] eq 'jump' && $b->[2] ne $b->[1];
  }
  for my $round (1 .. 3) {
    for my $f (keys %jumps) {
      next if exists $l->{want}{$f};
      my ($t) = grep { defined want_of($l, $_) } @{$jumps{$f}};
      next unless defined $t;
      $l->{want}{$f} = want_of($l, $t);
      $l->{via}{$f} = " through " . name_of($l, $t);
      my $name = $l->{name}{$f};
      $want_by_name{$name} = $l->{want}{$f}
	if defined $name && ($l->{global}{$name} // '') eq $f;
    }
  }
}

# check LISTING: counts its calls of checked functions and those not
# followed by their marker.
sub check {
  my ($l) = @_;
  for my $b (@{$l->{branches}}) {
    next unless $b->[0] eq 'call';
    my $t = $b->[2];
    my $expect = want_of($l, $t);
    next unless defined $expect;
    $calls++;
    next if defined $b->[5] && $b->[5] == $expect;
    $bad++;
    printf "  | %s%x: call %s%s (expects %08x), then: %s\n",
      $l->{module} ? "$l->{file}: $b->[4]+" : '', $b->[3], name_of($l, $t),
      $l->{via}{$t} // '', $expect, $b->[6] // '(nothing)'
      if $bad <= 10;
  }
}

my @listings = map { read_listing($ARGV[$_], $_ > 0) } 0 .. $#ARGV;
through_jumps($_) for @listings;
check($_) for @listings;
print "$calls $bad\n";
